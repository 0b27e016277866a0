// Brand details (spec §2 me/company 'brand details' modal: website, instagram; spec §3 brand
// update: token, website, instagram; spec §5 URLs must look like http(s) URLs, empty allowed, and
// 'Brand update is not sent if both website and instagram are empty').
import { assign, fromPromise, setup } from 'xstate';
import { brandUpdateSchema } from '@salon/domain';
import type { Brand, BrandUpdate, Company } from '@salon/domain';
import { errorOf } from '../shared/errorCode';
import { feedbackFromError, noFeedback, validateWith, validationFeedback } from '../shared/form';
import type { FieldChange, FormFeedback } from '../shared/form';
import { changedField, editThenSave } from '../shared/formMachine';
import { provideMe } from '../shared/provideMe';
import { stateValuesOf } from '../shared/stateValues';

export interface BrandEditInput {
  brand: Brand;
}

export interface BrandEditValues {
  website: string;
  instagram: string;
}

export interface BrandEditContext {
  token: string;
  values: BrandEditValues;
  feedback: FormFeedback;
  saved: Company | null;
}

export type BrandEditEvent = FieldChange<BrandEditValues> | { type: 'SUBMIT' };

function request(context: BrandEditContext): unknown {
  return { token: context.token, ...context.values };
}

export const brandEditMachine = setup({
  types: {
    context: {} as BrandEditContext,
    events: {} as BrandEditEvent,
    input: {} as BrandEditInput,
    output: {} as Company | null,
  },
  actors: {
    /** PUT via POST /me/brand (spec §7). */
    updateBrand: fromPromise<Company, BrandUpdate>(provideMe('updateBrand')),
  },
  guards: {
    isValid: ({ context }) => validateWith(brandUpdateSchema, request(context)).ok,
  },
  actions: {
    change: assign(({ context, event }) =>
      event.type === 'CHANGE' ? changedField(context, event) : {},
    ),
    showValidationErrors: assign({
      feedback: ({ context }) => validationFeedback(brandUpdateSchema, request(context)),
    }),
    clearFeedback: assign({ feedback: noFeedback }),
    showSaveError: assign({ feedback: ({ event }) => feedbackFromError(errorOf(event)) }),
    keepSaved: assign((_, saved: Company) => ({ saved })),
  },
}).createMachine({
  id: 'brandEdit',
  context: ({ input }) => ({
    token: input.brand.token,
    values: { website: input.brand.website ?? '', instagram: input.brand.instagram ?? '' },
    feedback: noFeedback,
    saved: null,
  }),
  initial: 'editing',
  states: editThenSave('updateBrand', (context: BrandEditContext) =>
    brandUpdateSchema.parse(request(context)),
  ),
  output: ({ context }) => context.saved,
});

/** Every state of the brand-details modal, for the portal's stories (docs/machines.md "State lists"). */
export const brandEditStates = stateValuesOf(brandEditMachine);
