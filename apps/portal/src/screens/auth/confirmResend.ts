// The 'send the email again' of the registration confirmations (spec §2 confirm-register,
// confirm-register-tmp; §7 POST resend-verified-email). One request at a time, then sent or
// failed; the failure's message comes from the domain's error catalogue (spec §8).
import { describeError, type MessageKey } from '@salon/domain';

export type ResendState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'sent' }
  | { status: 'failed'; message: MessageKey };

/** The states of the confirmation pages, for their stories. */
export const confirmResendStates = ['idle', 'sending', 'sent', 'failed'] as const;

export type ResendAction = { type: 'SEND' } | { type: 'SENT' } | { type: 'FAILED'; error: unknown };

export function resendReducer(state: ResendState, action: ResendAction): ResendState {
  switch (action.type) {
    case 'SEND':
      return state.status === 'sending' ? state : { status: 'sending' };
    case 'SENT':
      return state.status === 'sending' ? { status: 'sent' } : state;
    case 'FAILED': {
      if (state.status !== 'sending') return state;
      const error = action.error;
      const status =
        typeof error === 'object' && error !== null && 'status' in error
          ? (error as { status: unknown }).status
          : undefined;
      const described = describeError(error, typeof status === 'number' ? { status } : {});
      return { status: 'failed', message: described.messageKey };
    }
  }
}
