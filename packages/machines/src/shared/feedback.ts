// Form state shared by the form machines (spec §5, §8): the values as typed, the field errors as
// message keys, the banner's message key and the server's description for code 13. What was
// typed is never lost: an error only adds feedback beside it. This module holds no message text:
// a failure's server messages are resolved by the resolver given (`feedbackWith`); ./form.ts gives
// the domain's (`feedbackFromError`), the login machine the portal's catalog (docs/machines.md).
import { errorCodes, toFieldErrors } from '@salon/domain';
import type { ErrorContext, FieldErrors, MessageKey, MessageResolver } from '@salon/domain';
import { rawDescription, readFailure } from './failure';

export interface FormFeedback {
  /** Field (dotted path) to message keys: from validation or the API's 2201 map (spec §8). */
  readonly fieldErrors: FieldErrors;
  /** The banner: 'There are errors in your input' or the failure's message (spec §8). */
  readonly formError: MessageKey | null;
  /** A described error's own text (code 13, spec §8), shown in the banner instead of formError. */
  readonly description: string | null;
}

export const noFeedback: FormFeedback = Object.freeze({
  fieldErrors: Object.freeze({}) as FieldErrors,
  formError: null,
  description: null,
});

/** The banner key of a form with field errors (spec §8 'There are errors in your input'). */
export const INPUT_ERRORS_KEY: MessageKey = 'error.input_errors';

/** A `CHANGE` event for one field of a form's values, typed field by field. */
export type FieldChange<Values> = {
  [K in keyof Values]: { type: 'CHANGE'; field: K; value: Values[K] };
}[keyof Values];

/** The structural part of a zod schema the machines use, so that they need no zod import. */
export interface SchemaLike<T> {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: Parameters<typeof toFieldErrors>[0] };
}

export type Validation<T> = { ok: true; data: T } | { ok: false; feedback: FormFeedback };

const emptyFieldKeys: readonly string[] = ['validation.required', 'validation.mandatory'];

/**
 * An empty required field says only that it is required (spec §5), not also that its empty value
 * has the wrong format (the schemas run every check of a field).
 */
function requiredFirst(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, keys]) => {
      const empty = keys.find((key) => emptyFieldKeys.includes(key));
      return [field, empty ? [empty] : keys];
    }),
  );
}

/** Validates values with a domain schema (spec §5): the parsed data, or the field errors. */
export function validateWith<T>(schema: SchemaLike<T>, values: unknown): Validation<T> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  return {
    ok: false,
    feedback: {
      fieldErrors: requiredFirst(toFieldErrors(result.error)),
      formError: INPUT_ERRORS_KEY,
      description: null,
    },
  };
}

/** The feedback with one field's errors removed (when the user edits that field). */
export function clearFieldError(feedback: FormFeedback, field: string): FormFeedback {
  const prefix = `${field}.`;
  const entries = Object.entries(feedback.fieldErrors).filter(
    ([name]) => name !== field && !name.startsWith(prefix),
  );
  if (entries.length === Object.keys(feedback.fieldErrors).length) return feedback;
  return {
    fieldErrors: Object.fromEntries(entries),
    formError:
      entries.length === 0 && feedback.formError === INPUT_ERRORS_KEY ? null : feedback.formError,
    description: feedback.description,
  };
}

export interface FeedbackOptions {
  /** Where the error happened, when the catalogue reads it differently (login, first check). */
  context?: ErrorContext;
  /** The form's email field, for the codes shown on it (spec §8: 1101, 1102, 4010, 4050). */
  emailField?: string;
  /** The form's own failure message, for server faults (e.g. 'message not sent', spec §8). */
  failureKey?: MessageKey;
  /** Messages that belong under a field of this form (e.g. 'password not correct'). */
  fieldFor?: Partial<Record<MessageKey, string>>;
}

/**
 * The feedback a form shows for a failed call, as the catalogue says (spec §8), the server's
 * messages resolved by `resolveMessage`.
 */
export function feedbackWith(
  resolveMessage: MessageResolver,
  error: unknown,
  options: FeedbackOptions = {},
): FormFeedback {
  const described = readFailure(error, resolveMessage, options.context);
  const { behaviour, messageKey } = described;
  const field = options.fieldFor?.[messageKey];
  if (field && behaviour.kind !== 'fieldErrors') {
    return {
      fieldErrors: { [field]: [messageKey] },
      formError: INPUT_ERRORS_KEY,
      description: null,
    };
  }
  switch (behaviour.kind) {
    case 'emailField':
      if (options.emailField) {
        return {
          fieldErrors: { [options.emailField]: [messageKey] },
          formError: INPUT_ERRORS_KEY,
          description: null,
        };
      }
      return { fieldErrors: {}, formError: messageKey, description: null };
    case 'fieldErrors':
      return {
        fieldErrors: { ...described.fieldErrors },
        formError: INPUT_ERRORS_KEY,
        description: null,
      };
    case 'description': {
      // Code 13: the server's description is the message (spec §8), unless it names a key.
      const text = rawDescription(error);
      const own =
        described.code === errorCodes.describedError && text !== null && !resolveMessage(text)
          ? text
          : null;
      return { fieldErrors: {}, formError: messageKey, description: own };
    }
    case 'globalAlert':
      return {
        fieldErrors: {},
        formError: behaviour.alert === 'generic' ? (options.failureKey ?? messageKey) : messageKey,
        description: null,
      };
    default:
      return { fieldErrors: {}, formError: options.failureKey ?? messageKey, description: null };
  }
}

/** Removes the blank ('') entries of a form's values: what the user left empty is absent. */
export function withoutBlanks<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== '' && value !== null),
  ) as Partial<T>;
}

/** Clears the errors of the fields a patch touches, under an optional section ('contact'). */
export function clearPatchedErrors(
  feedback: FormFeedback,
  patch: object,
  section?: string,
): FormFeedback {
  return Object.keys(patch).reduce(
    (current, key) => clearFieldError(current, section ? `${section}.${key}` : key),
    feedback,
  );
}

/** The feedback of a submit that validation refuses: none when the values are valid (spec §5). */
export function validationFeedback<T>(schema: SchemaLike<T>, values: unknown): FormFeedback {
  const result = validateWith(schema, values);
  return result.ok ? noFeedback : result.feedback;
}
