// What the rebooking steps send (spec §7 rebooking-devis-update), the checks before sending
// (spec §5) and the lists after an update (spec §4 stage change).
import {
  PENDING_REVIEW_STAGE,
  SIGNED_STAGE,
  applyStageChange,
  hasQuoteAdjustment,
  rebookingQuoteUpdateSchema,
  termsAcceptedSchema,
} from '@salon/domain';
import type { Opportunity } from '@salon/domain';
import { validateWith } from '../shared/form';
import type { FormFeedback } from '../shared/form';
import type {
  AdjustmentValues,
  RebookingContext,
  RebookingSets,
  ValidationValues,
} from './rebookingTypes';

export const emptyAdjustment: AdjustmentValues = {
  surface_rbkg: false,
  angles_rbkg: false,
  account_rbkg: false,
  comment_rbkg: '',
};

export const emptyValidation: ValidationValues = { terms: false, payment_method: '' };

export function changeRequest(context: RebookingContext): unknown {
  const opportunity = context.quote?.opportunity;
  return {
    id: opportunity?.id ?? '',
    etape: PENDING_REVIEW_STAGE,
    etape_offre: PENDING_REVIEW_STAGE,
    ...context.adjustment,
    version: opportunity?.version,
  };
}

export function validationRequest(context: RebookingContext): unknown {
  const opportunity = context.quote?.opportunity;
  return {
    id: opportunity?.id ?? '',
    etape: SIGNED_STAGE,
    etape_offre: SIGNED_STAGE,
    terms: context.validation.terms,
    ...(context.validation.payment_method
      ? { payment_method: context.validation.payment_method }
      : {}),
    version: opportunity?.version,
  };
}

export function adjustmentFeedback(context: RebookingContext): FormFeedback | null {
  if (!hasQuoteAdjustment(context.adjustment)) {
    return { fieldErrors: {}, formError: 'validation.no_changes', description: null };
  }
  const result = validateWith(rebookingQuoteUpdateSchema, changeRequest(context));
  return result.ok ? null : result.feedback;
}

export function validationFeedback(context: RebookingContext): FormFeedback | null {
  const fieldErrors: Record<string, string[]> = {};
  if (!context.validation.payment_method) fieldErrors.payment_method = ['validation.mandatory'];
  if (!termsAcceptedSchema.safeParse(context.validation.terms).success) {
    fieldErrors.terms = ['validation.terms_required'];
  }
  if (Object.keys(fieldErrors).length === 0) return null;
  return { fieldErrors, formError: 'error.input_errors', description: null };
}

/** The sets after a stage change (spec §4), with the server's copy of the opportunity. */
export function withUpdatedOpportunity(
  sets: RebookingSets,
  opportunity: Opportunity,
): RebookingSets {
  const moved = applyStageChange(sets, {
    id: opportunity.id,
    etape: opportunity.etape,
    etape_offre: opportunity.etape_offre,
  });
  const replace = (list: Opportunity[]) =>
    list.map((item) => (item.id === opportunity.id ? opportunity : item));
  return { rebooking: replace(moved.rebooking), inProgress: replace(moved.inProgress) };
}
