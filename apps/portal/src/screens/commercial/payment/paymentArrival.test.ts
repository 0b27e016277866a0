// The confirmation page's query as the validation page writes it and the confirmation page reads
// it (spec §2 payment validation and confirmation; spec §8 'Payment unsuccessful: try again').
import { describe, expect, it } from 'vitest';
import { PAYMENT_QUERY, confirmationQuery, pendingToken } from './paymentArrival';

const handed = { paymentId: 'pay_1', token: 'tok_abc' };

describe('what the payment validation page hands the confirmation page (spec §2)', () => {
  it('names the installment to offer again after a failure', () => {
    const query = new URLSearchParams(confirmationQuery('failure', handed));
    expect(query.get(PAYMENT_QUERY)).toBe('pay_1');
    expect(pendingToken('failure', query)).toBeNull();
  });

  it('keeps a pending payment’s token in the URL, so "check again" survives a reload', () => {
    const query = new URLSearchParams(confirmationQuery('pending', handed));
    expect(pendingToken('pending', query)).toBe('tok_abc');
    expect(query.get(PAYMENT_QUERY)).toBeNull();
  });

  it('adds nothing to a success, and reads no token on another outcome or an empty one', () => {
    expect(confirmationQuery('success', handed)).toBe('');
    expect(pendingToken('success', new URLSearchParams({ token: 'tok_abc' }))).toBeNull();
    expect(pendingToken(null, new URLSearchParams({ token: 'tok_abc' }))).toBeNull();
    expect(pendingToken('pending', new URLSearchParams({ token: '' }))).toBeNull();
    expect(pendingToken('pending', new URLSearchParams())).toBeNull();
  });
});
