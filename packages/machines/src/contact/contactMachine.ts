// Contact form (spec §2 pro/contact and guest/contact, §3 'Contact form', §8): a subject among six
// and a message; sending; sent ('message sent'); on failure 'An error has occured. Your message
// has not been sent, please try again.' with what was typed kept.
import { assign, fromPromise, setup } from 'xstate';
import { contactFormSchema } from '@salon/domain';
import type { ContactForm, ContactSubject, Ok } from '@salon/domain';
import { clearFieldError, feedbackFromError, noFeedback, validateWith } from '../shared/form';
import type { FieldChange, FormFeedback } from '../shared/form';
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
    change: assign(({ context, event }) => {
      if (event.type !== 'CHANGE') return {};
      return {
        values: { ...context.values, [event.field]: event.value },
        feedback: clearFieldError(context.feedback, event.field),
      };
    }),
    showValidationErrors: assign({
      feedback: ({ context }) => {
        const result = validateWith(contactFormSchema, context.values);
        return result.ok ? noFeedback : result.feedback;
      },
    }),
    clearFeedback: assign({ feedback: noFeedback }),
    showSendError: assign({
      feedback: ({ event }) =>
        feedbackFromError((event as { error?: unknown }).error, {
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
      on: {
        CHANGE: { actions: 'change' },
        SUBMIT: [
          { guard: 'isValid', target: 'sending', actions: 'clearFeedback' },
          { actions: 'showValidationErrors' },
        ],
      },
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
