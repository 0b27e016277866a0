// Payment of an installment (spec §2 rebooking 'choice of card or bank transfer',
// payment-validation/{token?}, payment-confirmation/{statut?}/{reference?}; spec §4 rebooking flow
// 4-5; spec §1, §9 payment blackout; ARCHITECTURE.md card payments).
//
// mode 'pay': choosing (card or bank transfer for the 1st installment, the 2nd or the balance).
//   In a blackout window online card payment is blocked and the notice shows (blackout).
//   Card: the payment is created with an idempotency key (card.creating), then the browser goes
//   to the provider (card.redirecting). Transfer: the pending transfer with the bank details and
//   the reference (transfer.pending), cancellable (transfer.confirmingCancel, transfer.cancelling,
//   transfer.canceled), after which the installment must be paid by card (spec §4 step 5).
// mode 'return': back from the provider on payment-validation/{token}, the transaction is asked
//   for (validating); the confirmation shows success, failure ('try again, contact the bank',
//   spec §8) or pending, which is checked again a few times. The portal never marks a payment paid
//   from the browser's return alone: the answer reflects the provider's signed notification.
// Features unlock only once an installment is paid, the 1st first (spec §4, §6): a pending
// transfer or a pending card payment unlocks nothing.
import { assign, fromPromise, setup } from 'xstate';
import {
  DEFAULT_PAYMENT_BLACKOUT_WINDOWS,
  isFirstInstallmentPaid,
  paymentBlackoutAt,
} from '@salon/domain';
import type {
  CardPaymentResponse,
  InstallmentKind,
  Instant,
  Language,
  MessageKey,
  Payment,
  PaymentBlackoutWindow,
  PendingTransfer,
  Transaction,
} from '@salon/domain';
import { errorOf, failureMessage } from '../shared/errorCode';
import { feedbackFromError, noFeedback } from '../shared/form';
import type { FormFeedback } from '../shared/form';
import { provideMe } from '../shared/provideMe';
import { stateValuesOf } from '../shared/stateValues';

/** Pay an installment. */
export interface PayInput {
  mode: 'pay';
  /** The installment to pay (GET /me/payments). */
  payment: Payment;
  /** The current time, for the blackout window (spec §1, §9); update it with TICK. */
  now: Instant;
  /**
   * A random key of at least 16 characters ([A-Za-z0-9_-]) made by the app for this payment
   * screen: a retry or a double click reuses it, so nothing is paid twice (ARCHITECTURE.md).
   */
  idempotencyKey: string;
  /** The provider's page language. */
  language?: Language;
  /** The transfer awaited for this installment, when there is one. */
  pendingTransfer?: PendingTransfer | null;
  /** The blackout windows in force (the default is spec §1's). */
  blackoutWindows?: readonly PaymentBlackoutWindow[];
}

/** Back from the provider on payment-validation/{token}. */
export interface ReturnInput {
  mode: 'return';
  token: string;
}

export type PaymentInput = PayInput | ReturnInput;

export interface CardPaymentInput {
  payment_id: string;
  idempotency_key: string;
  langue?: Language;
}

export interface TransferInput {
  payment_id: string;
  idempotency_key: string;
}

export interface PaymentContext {
  mode: 'pay' | 'return';
  payment: Payment | null;
  now: Instant;
  idempotencyKey: string;
  language: Language | null;
  blackoutWindows: readonly PaymentBlackoutWindow[];
  token: string | null;
  /** The provider's page to send the browser to (card.redirecting). */
  redirectUrl: string | null;
  transfer: PendingTransfer | null;
  /** A transfer of this installment was canceled: it is paid by card now (spec §4 step 5). */
  transferCanceled: boolean;
  transaction: Transaction | null;
  /** How many times a pending transaction was asked for again. */
  pendingChecks: number;
  /** Whether the features locked until the 1st installment are reached now (spec §4, §6). */
  featuresUnlocked: boolean;
  feedback: FormFeedback;
}

export type PaymentEvent =
  /** The time now (the screen sends it every minute): the blackout window opens and closes. */
  | { type: 'TICK'; now: Instant }
  | { type: 'CHOOSE_CARD' }
  | { type: 'CHOOSE_TRANSFER' }
  /** transfer.pending: ask to cancel; then confirm or keep. */
  | { type: 'CANCEL_TRANSFER' }
  | { type: 'CONFIRM_CANCEL' }
  | { type: 'KEEP_TRANSFER' }
  /** Ask again (a failed validation, a pending transaction). */
  | { type: 'RETRY' };

/** How many times a pending transaction is asked for again on its own. */
export const MAX_PENDING_CHECKS = 6;

/** The idempotency key of one operation: a card payment and a transfer never share one. */
export function operationKey(baseKey: string, operation: 'card' | 'transfer'): string {
  return `${baseKey}_${operation}`;
}

function transactionOf(event: { type: string }): Transaction | null {
  return (event as { output?: Transaction }).output ?? null;
}

/** Spec §4, §6: the features unlock once the 1st installment is paid (a later one implies it). */
function unlocksFeatures(transaction: Transaction | null): boolean {
  if (!transaction || transaction.status !== 'success') return false;
  const paidKinds: InstallmentKind[] =
    transaction.kind === 'acompte1' ? ['acompte1'] : ['acompte1', transaction.kind];
  return isFirstInstallmentPaid(
    { id: transaction.opportunity_id, etape: '' },
    paidKinds.map((kind) => ({ opportunity_id: transaction.opportunity_id, kind, status: 'paid' })),
  );
}

export const paymentMachine = setup({
  types: {
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    input: {} as PaymentInput,
  },
  actors: {
    /** POST /transaction-create (added call): the provider's page for this installment. */
    createCardPayment: fromPromise<CardPaymentResponse, CardPaymentInput>(
      provideMe('createCardPayment'),
    ),
    /** POST /transaction-update (spec §7): what became of the transaction of this token. */
    validateTransaction: fromPromise<Transaction, { token: string }>(
      provideMe('validateTransaction'),
    ),
    /** POST /transaction-update-transfer (spec §7): the pending transfer, bank details, reference. */
    requestTransfer: fromPromise<PendingTransfer, TransferInput>(provideMe('requestTransfer')),
    /** POST /transaction-cancel-transfer (added call, spec §4 step 5). */
    cancelTransfer: fromPromise<PendingTransfer, { transfer_id: string }>(
      provideMe('cancelTransfer'),
    ),
  },
  delays: {
    /** A pending transaction is asked for again after 5 s (the provider's notification is on its way). */
    pendingRecheck: 5000,
  },
  guards: {
    isPayMode: ({ context }) => context.mode === 'pay',
    /** Online payment is unavailable in a blackout window (spec §1, §9). */
    inBlackout: ({ context, event }) =>
      paymentBlackoutAt(
        event.type === 'TICK' ? event.now : context.now,
        context.blackoutWindows,
      ) !== null,
    hasPendingTransfer: ({ context }) => context.transfer?.status === 'pending',
    /** After a canceled transfer the installment is paid by card (spec §4 step 5). */
    mayPayByTransfer: ({ context }) => !context.transferCanceled,
    isSuccess: ({ event }) => transactionOf(event)?.status === 'success',
    isFailure: ({ event }) => transactionOf(event)?.status === 'failure',
    mayRecheck: ({ context }) => context.pendingChecks < MAX_PENDING_CHECKS,
    /** The API refuses in a blackout window it knows of (4220 with the blackout notice). */
    refusedForBlackout: ({ event }) => failureMessage(errorOf(event)) === 'notice.payment_blackout',
  },
  actions: {
    tick: assign({
      now: ({ context, event }) => (event.type === 'TICK' ? event.now : context.now),
    }),
    clearFeedback: assign({ feedback: noFeedback }),
    keepRedirect: assign({
      redirectUrl: ({ event }) =>
        (event as { output?: CardPaymentResponse }).output?.redirect_url ?? null,
    }),
    showFailure: assign({ feedback: ({ event }) => feedbackFromError(errorOf(event)) }),
    keepTransfer: assign({
      transfer: ({ event }) => (event as { output?: PendingTransfer }).output ?? null,
    }),
    markTransferCanceled: assign({
      transfer: ({ event }) => (event as { output?: PendingTransfer }).output ?? null,
      transferCanceled: true,
    }),
    keepTransaction: assign(({ event }) => {
      const transaction = transactionOf(event);
      return { transaction, featuresUnlocked: unlocksFeatures(transaction) };
    }),
    countCheck: assign({ pendingChecks: ({ context }) => context.pendingChecks + 1 }),
    resetChecks: assign({ pendingChecks: 0 }),
    showPaymentFailed: assign({
      feedback: {
        fieldErrors: {},
        formError: 'error.payment_failed' as MessageKey,
        description: null,
      },
    }),
  },
}).createMachine({
  id: 'payment',
  context: ({ input }) =>
    input.mode === 'pay'
      ? {
          mode: 'pay',
          payment: input.payment,
          now: input.now,
          idempotencyKey: input.idempotencyKey,
          language: input.language ?? null,
          blackoutWindows: input.blackoutWindows ?? DEFAULT_PAYMENT_BLACKOUT_WINDOWS,
          token: null,
          redirectUrl: null,
          transfer: input.pendingTransfer ?? null,
          transferCanceled: false,
          transaction: null,
          pendingChecks: 0,
          featuresUnlocked: false,
          feedback: noFeedback,
        }
      : {
          mode: 'return',
          payment: null,
          now: 0,
          idempotencyKey: '',
          language: null,
          blackoutWindows: DEFAULT_PAYMENT_BLACKOUT_WINDOWS,
          token: input.token,
          redirectUrl: null,
          transfer: null,
          transferCanceled: false,
          transaction: null,
          pendingChecks: 0,
          featuresUnlocked: false,
          feedback: noFeedback,
        },
  initial: 'validating',
  states: {
    validating: {
      always: { guard: 'isPayMode', target: 'choosing' },
      invoke: {
        id: 'validateTransaction',
        src: 'validateTransaction',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: [
          { guard: 'isSuccess', target: 'confirmation.success', actions: 'keepTransaction' },
          {
            guard: 'isFailure',
            target: 'confirmation.failure',
            actions: ['keepTransaction', 'showPaymentFailed'],
          },
          { target: 'confirmation.pending', actions: 'keepTransaction' },
        ],
        onError: { target: 'validationFailed', actions: 'showFailure' },
      },
    },
    /** The transaction could not be asked for: retry. */
    validationFailed: {
      on: { RETRY: { target: 'validating', actions: ['clearFeedback', 'resetChecks'] } },
    },
    choosing: {
      always: [
        { guard: 'hasPendingTransfer', target: 'transfer.pending' },
        { guard: 'inBlackout', target: 'blackout' },
      ],
      on: {
        TICK: { actions: 'tick' },
        CHOOSE_CARD: { target: 'card.creating', actions: 'clearFeedback' },
        CHOOSE_TRANSFER: {
          guard: 'mayPayByTransfer',
          target: 'transfer.requesting',
          actions: 'clearFeedback',
        },
      },
    },
    /** 'Online payments are unavailable from ... to ...' (spec §1, §9): card blocked. */
    blackout: {
      on: {
        TICK: [
          { guard: 'inBlackout', actions: 'tick' },
          { target: 'choosing', actions: 'tick' },
        ],
        CHOOSE_TRANSFER: {
          guard: 'mayPayByTransfer',
          target: 'transfer.requesting',
          actions: 'clearFeedback',
        },
      },
    },
    card: {
      initial: 'creating',
      states: {
        creating: {
          invoke: {
            id: 'createCardPayment',
            src: 'createCardPayment',
            input: ({ context }) => ({
              payment_id: context.payment?.id ?? '',
              idempotency_key: operationKey(context.idempotencyKey, 'card'),
              ...(context.language ? { langue: context.language } : {}),
            }),
            onDone: { target: 'redirecting', actions: 'keepRedirect' },
            onError: [
              { guard: 'refusedForBlackout', target: '#payment.blackout', actions: 'showFailure' },
              { target: '#payment.choosing', actions: 'showFailure' },
            ],
          },
        },
        /** The screen sends the browser to the provider's page (redirectUrl). */
        redirecting: {},
      },
    },
    transfer: {
      initial: 'requesting',
      states: {
        requesting: {
          invoke: {
            id: 'requestTransfer',
            src: 'requestTransfer',
            input: ({ context }) => ({
              payment_id: context.payment?.id ?? '',
              idempotency_key: operationKey(context.idempotencyKey, 'transfer'),
            }),
            onDone: { target: 'pending', actions: 'keepTransfer' },
            onError: { target: '#payment.choosing', actions: 'showFailure' },
          },
        },
        /**
         * The bank details and the reference; the registration is validated once the transfer
         * and its proof are received (spec §4 step 5).
         */
        pending: {
          on: { CANCEL_TRANSFER: { target: 'confirmingCancel', actions: 'clearFeedback' } },
        },
        confirmingCancel: {
          on: {
            CONFIRM_CANCEL: 'cancelling',
            KEEP_TRANSFER: 'pending',
          },
        },
        cancelling: {
          invoke: {
            id: 'cancelTransfer',
            src: 'cancelTransfer',
            input: ({ context }) => ({ transfer_id: context.transfer?.transfer_id ?? '' }),
            onDone: { target: 'canceled', actions: 'markTransferCanceled' },
            onError: { target: 'pending', actions: 'showFailure' },
          },
        },
        /** Canceled: the installment must now be paid by card (spec §4 step 5). */
        canceled: {
          on: {
            TICK: { actions: 'tick' },
            CHOOSE_CARD: [
              { guard: 'inBlackout', target: '#payment.blackout' },
              { target: '#payment.card.creating', actions: 'clearFeedback' },
            ],
          },
        },
      },
    },
    confirmation: {
      initial: 'pending',
      states: {
        success: { type: 'final' },
        /** 'Payment unsuccessful: try again, contact the bank' (spec §8). */
        failure: { type: 'final' },
        /** The provider has not told yet: asked again after a while (spec §2 pending). */
        pending: {
          after: {
            pendingRecheck: {
              guard: 'mayRecheck',
              target: '#payment.validating',
              actions: 'countCheck',
            },
          },
          on: { RETRY: { target: '#payment.validating', actions: 'resetChecks' } },
        },
      },
    },
  },
});

/** Every state of the payment screens, for the portal's stories (issue 4). */
export const paymentStates = stateValuesOf(paymentMachine);
