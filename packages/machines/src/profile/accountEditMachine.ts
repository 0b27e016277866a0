// Edit company (spec §2 me/company 'edit company' modal: street, postal code, city, country,
// language, VAT if empty; spec §3 account update; spec §5 'VAT is editable only if empty').
// A VAT number already set is read only: it is never sent again.
import { assign, fromPromise, setup } from 'xstate';
import { accountUpdateSchema } from '@salon/domain';
import type { AccountUpdate, Company, Language } from '@salon/domain';
import { errorOf } from '../shared/errorCode';
import { feedbackFromError, noFeedback, validateWith, validationFeedback } from '../shared/form';
import type { FieldChange, FormFeedback } from '../shared/form';
import { changedField, editThenSave, submitTo } from '../shared/formMachine';
import { provideMe } from '../shared/provideMe';
import { stateValuesOf } from '../shared/stateValues';

/** What the modal reads of the company (GET /me/account). */
export type EditableAccount = Pick<
  Company,
  'street' | 'postalCode' | 'city' | 'country' | 'langue' | 'tva'
>;

export interface AccountEditInput {
  account: EditableAccount;
}

export interface AccountEditValues {
  street: string;
  postalCode: string;
  city: string;
  country: string;
  langue: Language;
  tva: string;
}

export interface AccountEditContext {
  values: AccountEditValues;
  /** The VAT number was set before: shown, never edited nor sent (spec §5). */
  vatLocked: boolean;
  feedback: FormFeedback;
  saved: Company | null;
}

export type AccountEditEvent = FieldChange<AccountEditValues> | { type: 'SUBMIT' };

function request(context: AccountEditContext): unknown {
  const { tva, ...address } = context.values;
  return context.vatLocked || tva.trim() === '' ? address : { ...address, tva };
}

export const accountEditMachine = setup({
  types: {
    context: {} as AccountEditContext,
    events: {} as AccountEditEvent,
    input: {} as AccountEditInput,
    output: {} as Company | null,
  },
  actors: {
    /** PUT via POST /me/account (spec §7). */
    updateAccount: fromPromise<Company, AccountUpdate>(provideMe('updateAccount')),
  },
  guards: {
    isValid: ({ context }) => validateWith(accountUpdateSchema, request(context)).ok,
    /** A locked VAT number ignores edits (spec §5 read only). */
    editsLockedVat: ({ context, event }) =>
      context.vatLocked && event.type === 'CHANGE' && event.field === 'tva',
  },
  actions: {
    change: assign(({ context, event }) =>
      event.type === 'CHANGE' ? changedField(context, event) : {},
    ),
    showValidationErrors: assign({
      feedback: ({ context }) => validationFeedback(accountUpdateSchema, request(context)),
    }),
    clearFeedback: assign({ feedback: noFeedback }),
    showSaveError: assign({
      feedback: ({ event }) =>
        feedbackFromError(errorOf(event), { fieldFor: { 'validation.vat_read_only': 'tva' } }),
    }),
    keepSaved: assign((_, saved: Company) => ({ saved })),
  },
}).createMachine({
  id: 'accountEdit',
  context: ({ input }) => ({
    values: {
      street: input.account.street ?? '',
      postalCode: input.account.postalCode ?? '',
      city: input.account.city ?? '',
      country: input.account.country ?? '',
      langue: input.account.langue,
      tva: input.account.tva ?? '',
    },
    vatLocked: (input.account.tva ?? '').trim() !== '',
    feedback: noFeedback,
    saved: null,
  }),
  initial: 'editing',
  states: editThenSave(
    'updateAccount',
    (context: AccountEditContext) => accountUpdateSchema.parse(request(context)),
    {
      CHANGE: [{ guard: 'editsLockedVat' }, { actions: 'change' }],
      SUBMIT: submitTo('saving'),
    },
  ),
  output: ({ context }) => context.saved,
});

/** Every state of the edit-company modal, for the portal's stories (docs/machines.md "State lists"). */
export const accountEditStates = stateValuesOf(accountEditMachine);
