import { describe, expect, it } from 'vitest';
import type { CardPaymentResponse, Transaction } from '@salon/domain';
import { apiError, failingActor, fakeActor, settleIn, startWithFakes } from '../testing/fakes';
import { done, failed, reachableStates, sorted } from '../testing/graph';
import { payment, transaction } from '../testing/samples';
import {
  MAX_PENDING_CHECKS,
  cardPaymentMachine,
  cardPaymentStates,
  type CardPaymentInput,
  type CardPaymentRequest,
  type PayInput,
} from './cardPaymentMachine';

const KEY = 'k3y-0123456789abcdef';
const beforeBlackout = '2024-12-27T22:59:59Z'; // 23:59:59 in Paris, 27 December 2024
const inBlackout = '2024-12-27T23:00:00Z'; // midnight in Paris, 28 December 2024
const afterBlackout = '2025-01-01T23:00:00Z'; // midnight in Paris, 2 January 2025
const card: CardPaymentResponse = {
  transaction_id: 'txn_1',
  redirect_url: 'https://pay.example/checkout/txn_1',
};

function payInput(overrides: Partial<PayInput> = {}): CardPaymentInput {
  return {
    mode: 'pay',
    payment: payment(),
    now: '2026-11-20T10:00:00Z',
    idempotencyKey: KEY,
    language: 'fr',
    ...overrides,
  };
}

interface Fakes {
  card?: ReturnType<typeof fakeActor<CardPaymentResponse, CardPaymentRequest>>;
  validate?: ReturnType<typeof fakeActor<Transaction, { token: string }>>;
}

function start(input: CardPaymentInput = payInput(), fakes: Fakes = {}) {
  const cardFake = fakes.card ?? fakeActor<CardPaymentResponse, CardPaymentRequest>(() => card);
  const validate = fakes.validate ?? fakeActor<Transaction, { token: string }>(() => transaction());
  const { actor, clock } = startWithFakes(
    cardPaymentMachine,
    { createCardPayment: cardFake, validateTransaction: validate },
    input,
  );
  return { actor, clock, card: cardFake, validate };
}

describe('card payment machine (spec §4 rebooking flow step 4, §1, §9)', () => {
  it('reaches every state it lists (docs/machines.md "Reachability")', () => {
    const reached = reachableStates(
      cardPaymentMachine,
      {
        input: payInput({ now: beforeBlackout }),
        events: [
          { type: 'TICK', now: inBlackout },
          { type: 'TICK', now: afterBlackout },
          done('createCardPayment', card),
        ],
      },
      {
        input: { mode: 'return', token: 'tok' },
        events: [
          done('validateTransaction', transaction()),
          done('validateTransaction', transaction({ status: 'failure' })),
          done('validateTransaction', transaction({ status: 'pending' })),
          failed('validateTransaction', apiError(5000, 'error.generic')),
        ],
      },
    );
    expect(reached).toEqual(sorted(cardPaymentStates));
  });

  it('offers the card payment for the 1st installment, the 2nd and the balance (spec §2, §9)', () => {
    for (const kind of ['acompte1', 'acompte2', 'solde'] as const) {
      const { actor } = start(payInput({ payment: payment({ kind }) }));
      expect(actor.getSnapshot().value).toBe('ready');
    }
  });

  it('creates the card payment with an idempotency key and redirects to the provider (docs/api.md "Idempotency", spec §4 step 4)', async () => {
    const { actor, card: cardFake } = start();
    actor.send({ type: 'PAY' });
    actor.send({ type: 'PAY' }); // a double click sends nothing more
    await settleIn(actor, 'redirecting');
    expect(cardFake.calls).toEqual([
      { payment_id: 'pay_1', idempotency_key: `${KEY}_card`, langue: 'fr' },
    ]);
    expect(actor.getSnapshot().context.redirectUrl).toBe(card.redirect_url);
  });

  it('reuses the same idempotency key when the card payment is tried again after a failure (docs/api.md "Idempotency")', async () => {
    let attempts = 0;
    const { actor, card: cardFake } = start(payInput(), {
      card: fakeActor<CardPaymentResponse, CardPaymentRequest>(() => {
        attempts += 1;
        if (attempts === 1) throw apiError(5000, 'error.generic');
        return card;
      }),
    });
    actor.send({ type: 'PAY' });
    await settleIn(actor, 'ready');
    expect(actor.getSnapshot().context.feedback.formError).toBe('error.generic');
    actor.send({ type: 'PAY' });
    await settleIn(actor, 'redirecting');
    expect(cardFake.calls.map((call) => call.idempotency_key)).toEqual([
      `${KEY}_card`,
      `${KEY}_card`,
    ]);
  });

  it('blocks online card payment during the blackout window with its notice (spec §1, §9 payment blackout)', () => {
    const { actor, card: cardFake } = start(payInput({ now: inBlackout }));
    expect(actor.getSnapshot().value).toBe('blackout');
    actor.send({ type: 'PAY' });
    expect(actor.getSnapshot().value).toBe('blackout');
    expect(cardFake.calls).toEqual([]);
  });

  it('opens and closes the blackout window as time passes (spec §1: 28 December 2024 to 1 January 2025)', () => {
    const { actor } = start(payInput({ now: beforeBlackout }));
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'TICK', now: inBlackout });
    expect(actor.getSnapshot().value).toBe('blackout');
    actor.send({ type: 'TICK', now: '2025-01-01T22:59:59Z' });
    expect(actor.getSnapshot().value).toBe('blackout');
    actor.send({ type: 'TICK', now: afterBlackout });
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('confirms a successful card payment on return and unlocks the features after the 1st installment (spec §4, §6)', async () => {
    const { actor, validate } = start({ mode: 'return', token: 'ret-token' });
    expect(actor.getSnapshot().value).toBe('validating');
    await settleIn(actor, 'confirmation.success');
    expect(validate.calls).toEqual([{ token: 'ret-token' }]);
    expect(actor.getSnapshot().context.featuresUnlocked).toBe(true);
  });

  it("shows 'try again, contact the bank' when the card payment failed, and unlocks nothing (spec §8 payment unsuccessful)", async () => {
    const { actor } = start(
      { mode: 'return', token: 'ret-token' },
      {
        validate: fakeActor<Transaction, { token: string }>(() =>
          transaction({ status: 'failure' }),
        ),
      },
    );
    await settleIn(actor, 'confirmation.failure');
    expect(actor.getSnapshot().context.feedback.formError).toBe('error.payment_failed');
    expect(actor.getSnapshot().context.featuresUnlocked).toBe(false);
  });

  it('asks again for a pending card payment every 5 s, a few times (spec §2 payment-confirmation pending)', async () => {
    const { actor, clock, validate } = start(
      { mode: 'return', token: 'ret-token' },
      {
        validate: fakeActor<Transaction, { token: string }>(() =>
          transaction({ status: 'pending' }),
        ),
      },
    );
    await settleIn(actor, 'confirmation.pending');
    expect(actor.getSnapshot().context.featuresUnlocked).toBe(false);
    clock.increment(4999);
    expect(validate.calls).toHaveLength(1);
    clock.increment(1);
    await settleIn(actor, 'confirmation.pending');
    expect(validate.calls).toHaveLength(2);
    for (let check = 2; check <= MAX_PENDING_CHECKS; check += 1) {
      clock.increment(5000);
      await settleIn(actor, 'confirmation.pending');
    }
    expect(validate.calls).toHaveLength(MAX_PENDING_CHECKS + 1);
    clock.increment(60_000);
    expect(validate.calls).toHaveLength(MAX_PENDING_CHECKS + 1);
    actor.send({ type: 'RETRY' });
    await settleIn(actor, 'confirmation.pending');
    expect(validate.calls).toHaveLength(MAX_PENDING_CHECKS + 2);
  });

  it('a pending card payment that is then paid unlocks the features (spec §4, §6)', async () => {
    let status: Transaction['status'] = 'pending';
    const { actor, clock } = start(
      { mode: 'return', token: 'ret-token' },
      { validate: fakeActor<Transaction, { token: string }>(() => transaction({ status })) },
    );
    await settleIn(actor, 'confirmation.pending');
    status = 'success';
    clock.increment(5000);
    await settleIn(actor, 'confirmation.success');
    expect(actor.getSnapshot().context.featuresUnlocked).toBe(true);
  });

  it('lets the user retry when the transaction cannot be asked for', async () => {
    let attempts = 0;
    const { actor } = start(
      { mode: 'return', token: 'ret-token' },
      {
        validate: fakeActor<Transaction, { token: string }>(() => {
          attempts += 1;
          if (attempts === 1) throw apiError(5000, 'error.generic');
          return transaction();
        }),
      },
    );
    await settleIn(actor, 'validationFailed');
    actor.send({ type: 'RETRY' });
    await settleIn(actor, 'confirmation.success');
  });

  // A 4220 refusal: the API's message says whether it is the blackout window (spec §8 code 4220).
  const refusals = [
    {
      rule: 'shows the refusal of the blackout window when the API enforces it (docs/api.md, spec §8 code 4220)',
      message: 'error.business_rule',
      state: 'ready',
    },
    {
      rule: 'shows the blackout notice when the API refuses the card payment in a window it knows of (spec §1, §9, code 4220)',
      message: 'notice.payment_blackout',
      state: 'blackout',
    },
  ] as const;
  for (const { rule, message, state } of refusals) {
    it(rule, async () => {
      const { actor } = start(payInput(), {
        card: failingActor<CardPaymentResponse, CardPaymentRequest>(apiError(4220, message)),
      });
      actor.send({ type: 'PAY' });
      await settleIn(actor, state);
      expect(actor.getSnapshot().context.feedback.formError).toBe(message);
    });
  }
});
