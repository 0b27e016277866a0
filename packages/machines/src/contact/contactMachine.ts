// Contact form (spec §2 pro/contact and guest/contact, §3 'Contact form', §8): a subject among six
// and a message; sending; sent ('message sent'); on failure 'An error has occured. Your message
// has not been sent, please try again.' with what was typed kept.
import { assign, fromPromise, setup } from 'xstate';
import { contactFormSchema } from '@salon/domain';
import type { ContactForm, ContactSubject, Ok } from '@salon/domain';
import { feedbackFromError, noFeedback, validateWith, validationFeedback } from '../shared/form';
import type { FieldChange, FormFeedback } from '../shared/form';
import { changedField, typingThenSubmitTo } from '../shared/formMachine';
import { errorOf } from '../shared/errorCode';
import { provideMe } from '../shared/provideMe';
import { stateValuesOf } from '../shared/stateValues';

/** The form as typed: no subject chosen yet is ''. */
export interface ContactValues {
  subject: ContactSubject | '';
  message: string;
}

export interface ContactContext {
  values: ContactValues;
  feedback: FormFeedback;
}

export type ContactEvent =
  | FieldChange<ContactValues>
  | { type: 'SUBMIT' }
  /** From 'sent': write another message. */
  | { type: 'NEW_MESSAGE' };

export interface ContactInput {
  /** A subject to preselect (e.g. 'billing' from the invoices screen). */
  subject?: ContactSubject;
}

const emptyValues: ContactValues = { subject: '', message: '' };

export const contactMachine = setup({
  types: {
    context: {} as ContactContext,
    events: {} as ContactEvent,
    input: {} as ContactInput,
  },
  actors: {
    /** POST /me/contact (spec §7): the app provides it. */
    sendContactMessage: fromPromise<Ok, ContactForm>(provideMe('sendContactMessage')),
  },
  guards: {
    isValid: ({ context }) => validateWith(contactFormSchema, context.values).ok,
  },
  actions: {
    change: assign(({ context, event }) =>
      event.type === 'CHANGE' ? changedField(context, event) : {},
    ),
    showValidationErrors: assign({
      feedback: ({ context }) => validationFeedback(contactFormSchema, context.values),
    }),
    clearFeedback: assign({ feedback: noFeedback }),
    showSendError: assign({
      feedback: ({ event }) =>
        feedbackFromError(errorOf(event), {
          failureKey: 'error.message_not_sent',
        }),
    }),
    reset: assign({ values: emptyValues, feedback: noFeedback }),
  },
}).createMachine({
  id: 'contact',
  context: ({ input }) => ({
    values: { ...emptyValues, subject: input.subject ?? '' },
    feedback: noFeedback,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: typingThenSubmitTo('sending'),
    },
    sending: {
      invoke: {
        id: 'sendContactMessage',
        src: 'sendContactMessage',
        input: ({ context }) => contactFormSchema.parse(context.values),
        onDone: { target: 'sent' },
        onError: { target: 'editing', actions: 'showSendError' },
      },
    },
    sent: {
      on: { NEW_MESSAGE: { target: 'editing', actions: 'reset' } },
    },
  },
});

/** Every state of the contact form, for the portal's stories (docs/machines.md "State lists"). */
export const contactStates = stateValuesOf(contactMachine);
