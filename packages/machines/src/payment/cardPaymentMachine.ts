// Card payment of an installment (spec §2 rebooking 'choice of card or bank transfer',
// payment-validation/{token?}, payment-confirmation/{statut?}/{reference?}; spec §4 rebooking flow
// step 4; spec §1, §9 payment blackout; docs/machines.md "Payment flows").
//
// One story in two screens. On the rebooking screen (mode 'pay'): the card payment is offered
// (ready), or blocked with its notice in a blackout window (blackout); PAY creates the transaction
// with an idempotency key (creating) and the browser goes to the provider (redirecting). Back from
// the provider on payment-validation/{token} (mode 'return'): the transaction is asked for
// (validating); the confirmation shows success, failure ('try again, contact the bank', spec §8)
// or pending, asked for again a few times. The portal never marks a payment paid from the
// browser's return alone: the answer reflects the provider's signed notification. Features unlock
// only once the 1st installment is paid (spec §4, §6): a pending payment unlocks nothing.
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
  Transaction,
} from '@salon/domain';
import { actorOutput } from '../shared/actorOutput';
import { errorOf, failureMessage } from '../shared/errorCode';
import { feedbackFromError, noFeedback } from '../shared/form';
import type { FormFeedback } from '../shared/form';
import { provideMe } from '../shared/provideMe';
import { stateValuesOf } from '../shared/stateValues';
import { installmentRequest } from './paymentShared';
import type { InstallmentInput } from './paymentShared';

/** Pay an installment by card, from the rebooking or invoices screen. */
export interface PayInput extends InstallmentInput {
  mode: 'pay';
  /** The current time, for the blackout window (spec §1, §9); update it with TICK. */
  now: Instant;
  /** The provider's page language. */
  language?: Language;
  /** The blackout windows in force (the default is spec §1's). */
  blackoutWindows?: readonly PaymentBlackoutWindow[];
}

/** Back from the provider on payment-validation/{token}. */
export interface ReturnInput {
  mode: 'return';
  token: string;
}

export type CardPaymentInput = PayInput | ReturnInput;

/** POST /transaction-create (added call): the body. */
export interface CardPaymentRequest {
  payment_id: string;
  idempotency_key: string;
  langue?: Language;
}

export interface CardPaymentContext {
  mode: 'pay' | 'return';
  /** The installment paid (mode 'pay'); null on return. */
  payment: Payment | null;
  now: Instant;
  idempotencyKey: string;
  language: Language | null;
  blackoutWindows: readonly PaymentBlackoutWindow[];
  /** The provider's token (mode 'return'). */
  token: string | null;
  /** The provider's page to send the browser to (redirecting). */
  redirectUrl: string | null;
  transaction: Transaction | null;
  /** How many times a pending transaction was asked for again. */
  pendingChecks: number;
  /** Whether the features locked until the 1st installment are reached now (spec §4, §6). */
  featuresUnlocked: boolean;
  feedback: FormFeedback;
}

export type CardPaymentEvent =
  /** The time now (the screen sends it every minute): the blackout window opens and closes. */
  | { type: 'TICK'; now: Instant }
  /** ready: pay by card. */
  | { type: 'PAY' }
  /** Ask again (a failed validation, a pending transaction). */
  | { type: 'RETRY' };

/** How many times a pending transaction is asked for again on its own. */
export const MAX_PENDING_CHECKS = 6;

/** Spec §4, §6: the features unlock once the 1st installment is paid (a later one implies it). */
function unlocksFeatures(transaction: Transaction): boolean {
  if (transaction.status !== 'success') return false;
  const paidKinds: InstallmentKind[] =
    transaction.kind === 'acompte1' ? ['acompte1'] : ['acompte1', transaction.kind];
  return isFirstInstallmentPaid(
    { id: transaction.opportunity_id, etape: '' },
    paidKinds.map((kind) => ({ opportunity_id: transaction.opportunity_id, kind, status: 'paid' })),
  );
}

function initialContext(input: CardPaymentInput): CardPaymentContext {
  const common = {
    redirectUrl: null,
    transaction: null,
    pendingChecks: 0,
    featuresUnlocked: false,
    feedback: noFeedback,
  };
  return input.mode === 'pay'
    ? {
        ...common,
        mode: 'pay',
        payment: input.payment,
        now: input.now,
        idempotencyKey: input.idempotencyKey,
        language: input.language ?? null,
        blackoutWindows: input.blackoutWindows ?? DEFAULT_PAYMENT_BLACKOUT_WINDOWS,
        token: null,
      }
    : {
        ...common,
        mode: 'return',
        payment: null,
        now: 0,
        idempotencyKey: '',
        language: null,
        blackoutWindows: DEFAULT_PAYMENT_BLACKOUT_WINDOWS,
        token: input.token,
      };
}

export const cardPaymentMachine = setup({
  types: {
    context: {} as CardPaymentContext,
    events: {} as CardPaymentEvent,
    input: {} as CardPaymentInput,
  },
  actors: {
    /** POST /transaction-create (added call): the provider's page for this installment. */
    createCardPayment: fromPromise<CardPaymentResponse, CardPaymentRequest>(
      provideMe('createCardPayment'),
    ),
    /** POST /transaction-update (spec §7): what became of the transaction of this token. */
    validateTransaction: fromPromise<Transaction, { token: string }>(
      provideMe('validateTransaction'),
    ),
  },
  delays: {
    /** A pending transaction is asked for again after 5 s (the provider's notification is on its way). */
    pendingRecheck: 5000,
  },
  guards: {
    isReturn: ({ context }) => context.mode === 'return',
    /** Online payment is unavailable in a blackout window (spec §1, §9). */
    inBlackout: ({ context, event }) =>
      paymentBlackoutAt(
        event.type === 'TICK' ? event.now : context.now,
        context.blackoutWindows,
      ) !== null,
    isSuccess: (_, transaction: Transaction) => transaction.status === 'success',
    isFailure: (_, transaction: Transaction) => transaction.status === 'failure',
    mayRecheck: ({ context }) => context.pendingChecks < MAX_PENDING_CHECKS,
    /** The API refuses in a blackout window it knows of (4220 with the blackout notice). */
    refusedForBlackout: ({ event }) => failureMessage(errorOf(event)) === 'notice.payment_blackout',
  },
  actions: {
    tick: assign({
      now: ({ context, event }) => (event.type === 'TICK' ? event.now : context.now),
    }),
    clearFeedback: assign({ feedback: noFeedback }),
    keepRedirect: assign((_, created: CardPaymentResponse) => ({
      redirectUrl: created.redirect_url,
    })),
    showFailure: assign({ feedback: ({ event }) => feedbackFromError(errorOf(event)) }),
    keepTransaction: assign((_, transaction: Transaction) => ({
      transaction,
      featuresUnlocked: unlocksFeatures(transaction),
    })),
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
  id: 'cardPayment',
  context: ({ input }) => initialContext(input),
  initial: 'ready',
  states: {
    /** 'Pay by card' is offered for the 1st installment, the 2nd or the balance (spec §2, §9). */
    ready: {
      always: [
        { guard: 'isReturn', target: 'validating' },
        { guard: 'inBlackout', target: 'blackout' },
      ],
      on: {
        TICK: { actions: 'tick' },
        PAY: { target: 'creating', actions: 'clearFeedback' },
      },
    },
    /** 'Online payments are unavailable from ... to ...' (spec §1, §9): the card is blocked. */
    blackout: {
      on: {
        TICK: [
          { guard: 'inBlackout', actions: 'tick' },
          { target: 'ready', actions: 'tick' },
        ],
      },
    },
    creating: {
      invoke: {
        id: 'createCardPayment',
        src: 'createCardPayment',
        input: ({ context }) => ({
          ...installmentRequest(context, 'card'),
          ...(context.language ? { langue: context.language } : {}),
        }),
        onDone: {
          target: 'redirecting',
          actions: { type: 'keepRedirect', params: actorOutput },
        },
        onError: [
          { guard: 'refusedForBlackout', target: 'blackout', actions: 'showFailure' },
          { target: 'ready', actions: 'showFailure' },
        ],
      },
    },
    /** The screen sends the browser to the provider's page (redirectUrl). */
    redirecting: {},
    validating: {
      invoke: {
        id: 'validateTransaction',
        src: 'validateTransaction',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: [
          {
            guard: { type: 'isSuccess', params: actorOutput },
            target: 'confirmation.success',
            actions: { type: 'keepTransaction', params: actorOutput },
          },
          {
            guard: { type: 'isFailure', params: actorOutput },
            target: 'confirmation.failure',
            actions: [{ type: 'keepTransaction', params: actorOutput }, 'showPaymentFailed'],
          },
          {
            target: 'confirmation.pending',
            actions: { type: 'keepTransaction', params: actorOutput },
          },
        ],
        onError: { target: 'validationFailed', actions: 'showFailure' },
      },
    },
    /** The transaction could not be asked for: retry. */
    validationFailed: {
      on: { RETRY: { target: 'validating', actions: ['clearFeedback', 'resetChecks'] } },
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
              target: '#cardPayment.validating',
              actions: 'countCheck',
            },
          },
          on: { RETRY: { target: '#cardPayment.validating', actions: 'resetChecks' } },
        },
      },
    },
  },
});

/** Every state of the card payment screens, for the portal's stories (docs/machines.md). */
export const cardPaymentStates = stateValuesOf(cardPaymentMachine);
