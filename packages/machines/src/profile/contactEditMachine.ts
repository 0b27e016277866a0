// Edit contact (spec §2 me/informations 'edit contact' modal: exhibitors may change job function
// and mobile; spec §3 contact update; spec §7 'PUT via POST /me: phone, mobile, salutation
// (exhibitors: mobile, fonction)'). Each role sends its own fields only, validated by the
// domain's `contactEditSchemas` (spec §5: a visitor's civility and phone are required).
import { assign, fromPromise, setup } from 'xstate';
import { contactEditSchemas } from '@salon/domain';
import type { Contact, ContactUpdate, Role, Salutation, User } from '@salon/domain';
import { errorOf } from '../shared/errorCode';
import { feedbackFromError, noFeedback, validateWith, validationFeedback } from '../shared/form';
import type { FieldChange, FormFeedback } from '../shared/form';
import { changedField, editThenSave } from '../shared/formMachine';
import { provideMe } from '../shared/provideMe';
import { stateValuesOf } from '../shared/stateValues';

export interface ContactEditInput {
  role: Role;
  contact: Pick<Contact, 'salutation' | 'phone' | 'mobile' | 'fonction'>;
}

export interface ContactEditValues {
  salutation: Salutation | '';
  phone: string;
  mobile: string;
  fonction: string;
}

export interface ContactEditContext {
  role: Role;
  values: ContactEditValues;
  feedback: FormFeedback;
  /** The profile the API answered, for the screen and the session's top bar. */
  saved: User | null;
}

export type ContactEditEvent = FieldChange<ContactEditValues> | { type: 'SUBMIT' };

/** The fields of the caller's role only (spec §2, §7). */
function request(context: ContactEditContext): unknown {
  const { salutation, phone, mobile, fonction } = context.values;
  return context.role === 'exposant' ? { mobile, fonction } : { salutation, phone, mobile };
}

const schemaOf = (context: ContactEditContext) => contactEditSchemas[context.role];

export const contactEditMachine = setup({
  types: {
    context: {} as ContactEditContext,
    events: {} as ContactEditEvent,
    input: {} as ContactEditInput,
    output: {} as User | null,
  },
  actors: {
    /** PUT via POST /me (spec §7). */
    updateMe: fromPromise<User, ContactUpdate>(provideMe('updateMe')),
  },
  guards: {
    isValid: ({ context }) => validateWith(schemaOf(context), request(context)).ok,
  },
  actions: {
    change: assign(({ context, event }) =>
      event.type === 'CHANGE' ? changedField(context, event) : {},
    ),
    showValidationErrors: assign({
      feedback: ({ context }) => validationFeedback(schemaOf(context), request(context)),
    }),
    clearFeedback: assign({ feedback: noFeedback }),
    showSaveError: assign({ feedback: ({ event }) => feedbackFromError(errorOf(event)) }),
    keepSaved: assign((_, saved: User) => ({ saved })),
  },
}).createMachine({
  id: 'contactEdit',
  context: ({ input }) => ({
    role: input.role,
    values: {
      salutation: input.contact.salutation ?? '',
      phone: input.contact.phone ?? '',
      mobile: input.contact.mobile ?? '',
      fonction: input.contact.fonction ?? '',
    },
    feedback: noFeedback,
    saved: null,
  }),
  initial: 'editing',
  states: editThenSave('updateMe', (context: ContactEditContext) =>
    schemaOf(context).parse(request(context)),
  ),
  output: ({ context }) => context.saved,
});

/** Every state of the edit-contact modal, for the portal's stories (docs/machines.md "State lists"). */
export const contactEditStates = stateValuesOf(contactEditMachine);
