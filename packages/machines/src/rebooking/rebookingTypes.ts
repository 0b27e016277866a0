// The rebooking flow's values, context and events (spec §2 rebooking/{etape?}, §3 quote fields,
// §4 rebooking flow). The machine is in rebookingMachine.ts.
import type { MessageKey, Opportunity, PaymentMethod, RebookingQuote } from '@salon/domain';
import type { FormFeedback } from '../shared/form';

/**
 * A step of the flow a deep link asks for (spec §2 rebooking/{etape?}): the quote, its
 * validation, or the payment of its next installment.
 */
export type RebookingStep = 'quote' | 'validation' | 'payment';

export interface RebookingInput {
  /** Open this opportunity's quote once the list is loaded. */
  opportunityId?: string | null;
  /**
   * Open this step of it when the quote allows it (validation: a quote awaiting validation;
   * payment: an installment to pay); otherwise the quote shows as its stage says.
   */
  step?: RebookingStep | null;
}

/** The adjustment form (spec §2 'rebooking quote adjustment', §3 flags and comment). */
export interface AdjustmentValues {
  surface_rbkg: boolean;
  angles_rbkg: boolean;
  account_rbkg: boolean;
  comment_rbkg: string;
}

export interface ValidationValues {
  /** Terms and personal-data policy accepted (spec §5: at rebooking). */
  terms: boolean;
  /** Card or bank transfer (spec §2 rebooking, §3 quote 'payment method'); '' until chosen. */
  payment_method: PaymentMethod | '';
}

export interface RebookingSets {
  rebooking: Opportunity[];
  inProgress: Opportunity[];
}

/** POST /me/rebooking-devis-update answer (spec §7: response has success). */
export interface RebookingUpdateAnswer {
  success: boolean;
  opportunity: Opportunity;
}

export interface RebookingContext {
  requestedId: string | null;
  /** The step the deep link asked for, until the first quote is loaded. */
  requestedStep: RebookingStep | null;
  sets: RebookingSets;
  selectedId: string | null;
  quote: RebookingQuote | null;
  adjustment: AdjustmentValues;
  validation: ValidationValues;
  feedback: FormFeedback;
  /** A notice over the quote: why it was reloaded, or what was just done. */
  notice: MessageKey | null;
}

export type RebookingEvent =
  | { type: 'SELECT'; id: string }
  | { type: 'BACK_TO_LIST' }
  | { type: 'RETRY' }
  /** quote: open the adjustment form. */
  | { type: 'REQUEST_CHANGE' }
  | { type: 'EDIT_ADJUSTMENT'; patch: Partial<AdjustmentValues> }
  /** quote: open the validation (terms). */
  | { type: 'VALIDATE' }
  | { type: 'EDIT_VALIDATION'; patch: Partial<ValidationValues> }
  | { type: 'SUBMIT' }
  /** Close the adjustment form or the validation without sending. */
  | { type: 'CANCEL' }
  /** Close the adjustment confirmation. */
  | { type: 'CLOSE' }
  /** pendingReview: look whether the modified quote is there. */
  | { type: 'REFRESH' }
  /** registered: pay the next installment. */
  | { type: 'PAY' };
