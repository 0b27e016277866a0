// Change password (spec §2 me/informations 'change password' modal, §3 oldpassword, password,
// password_confirmation, §5 password rule and confirmation, §8 'The password is not correct',
// 'new password saved'). The old password's refusal sits under the old password field.
import { assign, fromPromise, setup } from 'xstate';
import { passwordChangeSchema } from '@salon/domain';
import type { Ok, PasswordChange } from '@salon/domain';
import { errorOf } from '../shared/errorCode';
import { feedbackFromError, noFeedback, validateWith, validationFeedback } from '../shared/form';
import type { FieldChange, FormFeedback } from '../shared/form';
import { changedField, typingThenSubmitTo } from '../shared/formMachine';
import { provideMe } from '../shared/provideMe';
import { stateValuesOf } from '../shared/stateValues';

export interface PasswordChangeValues {
  oldpassword: string;
  password: string;
  password_confirmation: string;
}

export interface PasswordChangeContext {
  values: PasswordChangeValues;
  feedback: FormFeedback;
}

export type PasswordChangeEvent = FieldChange<PasswordChangeValues> | { type: 'SUBMIT' };

const emptyValues: PasswordChangeValues = {
  oldpassword: '',
  password: '',
  password_confirmation: '',
};

export const passwordChangeMachine = setup({
  types: {
    context: {} as PasswordChangeContext,
    events: {} as PasswordChangeEvent,
  },
  actors: {
    /** PUT via POST /me/password (spec §7). */
    changePassword: fromPromise<Ok, PasswordChange>(provideMe('changePassword')),
  },
  guards: {
    isValid: ({ context }) => validateWith(passwordChangeSchema, context.values).ok,
  },
  actions: {
    change: assign(({ context, event }) =>
      event.type === 'CHANGE' ? changedField(context, event) : {},
    ),
    showValidationErrors: assign({
      feedback: ({ context }) => validationFeedback(passwordChangeSchema, context.values),
    }),
    clearFeedback: assign({ feedback: noFeedback }),
    showSaveError: assign({
      feedback: ({ event }) =>
        feedbackFromError(errorOf(event), {
          fieldFor: { 'error.password_incorrect': 'oldpassword' },
        }),
    }),
    forgetPasswords: assign({ values: emptyValues }),
  },
}).createMachine({
  id: 'passwordChange',
  context: { values: emptyValues, feedback: noFeedback },
  initial: 'editing',
  states: {
    editing: {
      on: typingThenSubmitTo('saving'),
    },
    saving: {
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => passwordChangeSchema.parse(context.values),
        onDone: { target: 'saved', actions: 'forgetPasswords' },
        onError: { target: 'editing', actions: 'showSaveError' },
      },
    },
    /** 'New password saved' (spec §8 successes); the passwords are not kept. */
    saved: {
      type: 'final',
    },
  },
});

/** Every state of the change-password modal, for the portal's stories (docs/machines.md "State lists"). */
export const passwordChangeStates = stateValuesOf(passwordChangeMachine);
