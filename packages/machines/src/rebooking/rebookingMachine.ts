// Rebooking (spec §2 rebooking/{etape?}, §4 'Rebooking flow', §5, §7, §8).
//
// list (the rebooking set and the in-progress set, spec §7) -> quote view -> either
//   request a change: the adjustment form (surface, corners, account boxes or a comment; 'You have
//   not indicated any change(s)', spec §5) -> the change is sent with etape and etape_offre set to
//   the pending-review stage -> adjustmentConfirmed (the confirmation, spec §4 step 2)
//   -> pendingReview (the sales representative modifies the quote; the opportunity stays in the
//   rebooking set, spec §4) -> the modified quote, when it comes back;
// or validate: payment method chosen and terms accepted (spec §2, §5) -> the signed stage, the
//   opportunity moves to the in-progress set (spec §4) -> payment (the screen runs the card
//   payment or the bank-transfer machine, spec §4 step 4).
// A quote that cannot be loaded or updated shows 'retry later or contact the sales
// representative' (spec §8); a stale version (code 4090) reloads the quote.
import { assign, fromPromise, setup } from 'xstate';
import {
  canPay,
  displayedStatus,
  rebookingQuoteUpdateSchema,
  toOpportunitySets,
} from '@salon/domain';
import type {
  MessageKey,
  RebookingOpportunities,
  RebookingQuote,
  RebookingQuoteUpdate,
} from '@salon/domain';
import { actorOutput } from '../shared/actorOutput';
import { errorOf, hasErrorCode } from '../shared/errorCode';
import { feedbackFromError, noFeedback } from '../shared/form';
import { editedSection } from '../shared/formMachine';
import { provideMe } from '../shared/provideMe';
import { stateValuesOf } from '../shared/stateValues';
import {
  adjustmentFeedback,
  changeRequest,
  emptyAdjustment,
  emptyValidation,
  validationFeedback,
  validationRequest,
  withUpdatedOpportunity,
} from './rebookingRequests';
import type {
  RebookingContext,
  RebookingEvent,
  RebookingInput,
  RebookingUpdateAnswer,
} from './rebookingTypes';

export type {
  AdjustmentValues,
  RebookingContext,
  RebookingEvent,
  RebookingInput,
  RebookingSets,
  RebookingStep,
  RebookingUpdateAnswer,
  ValidationValues,
} from './rebookingTypes';

/** Quote to be validated, or modified quote (spec §4 displayed statuses). */
function awaitsValidation(quote: RebookingQuote): boolean {
  const status = displayedStatus(quote.opportunity);
  return status === 'quoteToValidate' || status === 'quoteModified';
}

export const rebookingMachine = setup({
  types: {
    context: {} as RebookingContext,
    events: {} as RebookingEvent,
    input: {} as RebookingInput,
  },
  actors: {
    /** POST /me/rebooking-opportunities (spec §7). */
    loadOpportunities: fromPromise<RebookingOpportunities, void>(provideMe('loadOpportunities')),
    /** GET /me/rebooking-devis/{id} (spec §7). */
    loadQuote: fromPromise<RebookingQuote, { id: string }>(provideMe('loadQuote')),
    /** POST /me/rebooking-devis-update (spec §7). */
    updateQuote: fromPromise<RebookingUpdateAnswer, RebookingQuoteUpdate>(provideMe('updateQuote')),
  },
  guards: {
    hasRequestedOpportunity: ({ context }) => context.requestedId !== null,
    /** Quote to be validated, or modified quote (spec §4 displayed statuses). */
    awaitsValidation: (_, quote: RebookingQuote) => awaitsValidation(quote),
    /** Quote being modified: pending review (spec §4). */
    isPendingReview: (_, quote: RebookingQuote) =>
      displayedStatus(quote.opportunity) === 'quoteBeingModified',
    /** A deep link to the validation of a quote that awaits it (spec §2 rebooking/{etape?}). */
    opensValidation: ({ context }, quote: RebookingQuote) =>
      context.requestedStep === 'validation' && awaitsValidation(quote),
    /** A deep link to the payment of a quote with an installment to pay. */
    opensPayment: ({ context }, quote: RebookingQuote) =>
      context.requestedStep === 'payment' && canPay(quote.opportunity.etape),
    hasAdjustment: ({ context }) => adjustmentFeedback(context) === null,
    termsAccepted: ({ context }) => validationFeedback(context) === null,
    /** The quote changed in the meantime (code 4090): it is reloaded. */
    isStale: ({ event }) => hasErrorCode(errorOf(event), 'conflict'),
    canPay: ({ context }) => context.quote !== null && canPay(context.quote.opportunity.etape),
  },
  actions: {
    keepSets: assign((_, loaded: RebookingOpportunities) => {
      const sets = toOpportunitySets(loaded);
      return { sets: { rebooking: [...sets.rebooking], inProgress: [...sets.inProgress] } };
    }),
    selectRequested: assign(({ context }) => ({
      selectedId: context.requestedId,
      requestedId: null,
    })),
    select: assign(({ event }) =>
      event.type === 'SELECT' ? { selectedId: event.id, notice: null } : {},
    ),
    keepQuote: assign((_, quote: RebookingQuote) => ({
      quote,
      requestedStep: null,
      adjustment: emptyAdjustment,
      validation: emptyValidation,
      feedback: noFeedback,
    })),
    forgetQuote: assign({
      quote: null,
      selectedId: null,
      requestedStep: null,
      notice: null,
      feedback: noFeedback,
    }),
    editAdjustment: assign(({ context, event }) =>
      event.type === 'EDIT_ADJUSTMENT'
        ? {
            adjustment: { ...context.adjustment, ...event.patch },
            feedback: noFeedback,
          }
        : {},
    ),
    editValidation: assign(({ context, event }) =>
      event.type === 'EDIT_VALIDATION'
        ? editedSection('validation', context.validation, event.patch, context.feedback)
        : {},
    ),
    clearFeedback: assign({ feedback: noFeedback, notice: null }),
    showAdjustmentErrors: assign({
      feedback: ({ context }) => adjustmentFeedback(context) ?? noFeedback,
    }),
    showValidationErrors: assign({
      feedback: ({ context }) => validationFeedback(context) ?? noFeedback,
    }),
    /** 'Quote request unsuccessful: retry later or contact the sales representative' (spec §8). */
    showUpdateFailure: assign({
      feedback: ({ event }) =>
        feedbackFromError(errorOf(event), { failureKey: 'error.quote_request_failed' }),
    }),
    noticeStale: assign({ notice: 'error.conflict' as MessageKey }),
    applyUpdate: assign(({ context }, answer: RebookingUpdateAnswer) => {
      if (!context.quote) return {};
      return {
        quote: { ...context.quote, opportunity: answer.opportunity },
        sets: withUpdatedOpportunity(context.sets, answer.opportunity),
        feedback: noFeedback,
      };
    }),
    noticeChangeRequested: assign({ notice: 'success.quote_change_requested' as MessageKey }),
    noticeValidated: assign({ notice: 'success.quote_validated' as MessageKey }),
  },
}).createMachine({
  id: 'rebooking',
  context: ({ input }) => ({
    requestedId: input.opportunityId?.trim() || null,
    requestedStep: input.opportunityId?.trim() ? (input.step ?? null) : null,
    sets: { rebooking: [], inProgress: [] },
    selectedId: null,
    quote: null,
    adjustment: emptyAdjustment,
    validation: emptyValidation,
    feedback: noFeedback,
    notice: null,
  }),
  initial: 'loadingList',
  states: {
    loadingList: {
      invoke: {
        id: 'loadOpportunities',
        src: 'loadOpportunities',
        onDone: [
          {
            guard: 'hasRequestedOpportunity',
            target: 'loadingQuote',
            actions: [{ type: 'keepSets', params: actorOutput }, 'selectRequested'],
          },
          { target: 'list', actions: { type: 'keepSets', params: actorOutput } },
        ],
        onError: 'listFailed',
      },
    },
    /** The list could not be loaded (the generic alert shows too, spec §7). */
    listFailed: {
      on: { RETRY: 'loadingList' },
    },
    /** The rebooking set and the in-progress set (spec §4, §7). */
    list: {
      on: { SELECT: { target: 'loadingQuote', actions: 'select' } },
    },
    loadingQuote: {
      invoke: {
        id: 'loadQuote',
        src: 'loadQuote',
        input: ({ context }) => ({ id: context.selectedId ?? '' }),
        onDone: [
          {
            guard: { type: 'opensValidation', params: actorOutput },
            target: 'quote.validating',
            actions: { type: 'keepQuote', params: actorOutput },
          },
          {
            guard: { type: 'opensPayment', params: actorOutput },
            target: 'payment',
            actions: { type: 'keepQuote', params: actorOutput },
          },
          {
            guard: { type: 'awaitsValidation', params: actorOutput },
            target: 'quote',
            actions: { type: 'keepQuote', params: actorOutput },
          },
          {
            guard: { type: 'isPendingReview', params: actorOutput },
            target: 'pendingReview',
            actions: { type: 'keepQuote', params: actorOutput },
          },
          { target: 'registered', actions: { type: 'keepQuote', params: actorOutput } },
        ],
        onError: 'quoteFailed',
      },
    },
    /** 'Retry later or contact the sales representative' (spec §8). */
    quoteFailed: {
      on: {
        RETRY: 'loadingQuote',
        BACK_TO_LIST: { target: 'list', actions: 'forgetQuote' },
      },
    },
    /** The quote to validate or the modified quote (spec §4 rebooking flow, 1 and 3). */
    quote: {
      initial: 'viewing',
      on: {
        BACK_TO_LIST: { target: 'list', actions: 'forgetQuote' },
      },
      states: {
        viewing: {
          on: {
            REQUEST_CHANGE: { target: 'adjusting', actions: 'clearFeedback' },
            VALIDATE: { target: 'validating', actions: 'clearFeedback' },
          },
        },
        adjusting: {
          on: {
            EDIT_ADJUSTMENT: { actions: 'editAdjustment' },
            CANCEL: { target: 'viewing', actions: 'clearFeedback' },
            SUBMIT: [
              { guard: 'hasAdjustment', target: 'sendingAdjustment', actions: 'clearFeedback' },
              { actions: 'showAdjustmentErrors' },
            ],
          },
        },
        sendingAdjustment: {
          invoke: {
            id: 'requestChange',
            src: 'updateQuote',
            input: ({ context }) => rebookingQuoteUpdateSchema.parse(changeRequest(context)),
            onDone: {
              target: '#rebooking.adjustmentConfirmed',
              actions: [{ type: 'applyUpdate', params: actorOutput }, 'noticeChangeRequested'],
            },
            onError: [
              { guard: 'isStale', target: '#rebooking.loadingQuote', actions: 'noticeStale' },
              { target: 'adjusting', actions: 'showUpdateFailure' },
            ],
          },
        },
        validating: {
          on: {
            EDIT_VALIDATION: { actions: 'editValidation' },
            CANCEL: { target: 'viewing', actions: 'clearFeedback' },
            SUBMIT: [
              { guard: 'termsAccepted', target: 'sendingValidation', actions: 'clearFeedback' },
              { actions: 'showValidationErrors' },
            ],
          },
        },
        sendingValidation: {
          invoke: {
            id: 'validateQuote',
            src: 'updateQuote',
            input: ({ context }) => rebookingQuoteUpdateSchema.parse(validationRequest(context)),
            onDone: {
              target: '#rebooking.payment',
              actions: [{ type: 'applyUpdate', params: actorOutput }, 'noticeValidated'],
            },
            onError: [
              { guard: 'isStale', target: '#rebooking.loadingQuote', actions: 'noticeStale' },
              { target: 'validating', actions: 'showUpdateFailure' },
            ],
          },
        },
      },
    },
    /** The adjustment confirmation (spec §2 modal, §4 rebooking flow, 2). */
    adjustmentConfirmed: {
      on: { CLOSE: 'pendingReview' },
    },
    /** Quote being modified by the sales representative (spec §4). */
    pendingReview: {
      on: {
        REFRESH: 'loadingQuote',
        BACK_TO_LIST: { target: 'list', actions: 'forgetQuote' },
      },
    },
    /** A signed, paid or canceled registration: the quote and its schedule, read only. */
    registered: {
      on: {
        PAY: { guard: 'canPay', target: 'payment' },
        BACK_TO_LIST: { target: 'list', actions: 'forgetQuote' },
      },
    },
    /** Payment of the next installment: the screen runs the card or transfer machine (spec §4, §9). */
    payment: {
      on: {
        BACK_TO_LIST: { target: 'loadingList', actions: 'forgetQuote' },
      },
    },
  },
});

/** Every state of the rebooking screen, for the portal's stories (docs/machines.md). */
export const rebookingStates = stateValuesOf(rebookingMachine);
