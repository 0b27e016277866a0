import { describe, expect, it } from 'vitest';
import { ApiError } from '../../kit/api/errors';
import { resendReducer, type ResendState } from './confirmResend';

const idle: ResendState = { status: 'idle' };

describe('resend the verification email from the confirmation page (spec §2, §7)', () => {
  it('sends, then says it was sent (spec §8 success: verification email resent)', () => {
    const sending = resendReducer(idle, { type: 'SEND' });
    expect(sending).toEqual({ status: 'sending' });
    expect(resendReducer(sending, { type: 'SENT' })).toEqual({ status: 'sent' });
  });

  it('sends one request at a time: a second press while sending changes nothing', () => {
    const sending: ResendState = { status: 'sending' };
    expect(resendReducer(sending, { type: 'SEND' })).toBe(sending);
  });

  it('says why it failed with the catalogue’s message, and allows another try (spec §8)', () => {
    const sending: ResendState = { status: 'sending' };
    const throttled = new ApiError(429, { code: 4290, description: 'error.too_many_requests' });
    const failed = resendReducer(sending, { type: 'FAILED', error: throttled });
    expect(failed).toEqual({ status: 'failed', message: 'error.too_many_requests' });
    expect(resendReducer(failed, { type: 'SEND' })).toEqual({ status: 'sending' });
    expect(resendReducer(sending, { type: 'FAILED', error: new TypeError('offline') })).toEqual({
      status: 'failed',
      message: 'error.generic',
    });
  });

  it('ignores a late answer once nothing is being sent', () => {
    expect(resendReducer(idle, { type: 'SENT' })).toBe(idle);
  });
});
