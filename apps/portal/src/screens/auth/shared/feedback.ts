// A form machine's feedback (packages/machines `FormFeedback`, spec §8) as the screens show it:
// the message under each field, the error summary's links (GOV.UK pattern), and the banner for
// what belongs to no field (a described error 13, too many requests, a server fault).
import { INPUT_ERRORS_KEY, type FormFeedback } from '@salon/machines';
import type { ErrorSummaryItem } from '@salon/ui';
import type { IntlShape } from 'react-intl';
import { formatServerMessage } from '../../../i18n/formatKey';

/** A field of the form: the machine's field name and the `id` of its input. */
export interface FeedbackField {
  field: string;
  id: string;
}

/** The message under a field: its first error (the machines keep one per field). */
export function fieldMessage(
  intl: IntlShape,
  feedback: FormFeedback,
  field: string,
): string | undefined {
  const key = feedback.fieldErrors[field]?.[0];
  return key === undefined ? undefined : formatServerMessage(intl, key);
}

/** The error summary's links, in the order of the fields. */
export function summaryItems(
  intl: IntlShape,
  feedback: FormFeedback,
  fields: readonly FeedbackField[],
): ErrorSummaryItem[] {
  return fields.flatMap(({ field, id }) => {
    const message = fieldMessage(intl, feedback, field);
    return message === undefined ? [] : [{ fieldId: id, message }];
  });
}

/**
 * The banner of a failed call that concerns no field of the form: a described error's own text
 * (code 13, spec §8), or the failure's message; also the errors the server put on a field this
 * form does not show (it would otherwise be invisible). Null when there is nothing to say.
 */
export function bannerMessages(
  intl: IntlShape,
  feedback: FormFeedback,
  fields: readonly FeedbackField[],
): string[] {
  const messages: string[] = [];
  if (feedback.description) messages.push(feedback.description);
  else if (feedback.formError && feedback.formError !== INPUT_ERRORS_KEY) {
    messages.push(formatServerMessage(intl, feedback.formError));
  }
  const shown = new Set(fields.map(({ field }) => field));
  for (const [field, keys] of Object.entries(feedback.fieldErrors)) {
    if (shown.has(field)) continue;
    for (const key of keys) messages.push(formatServerMessage(intl, key));
  }
  return [...new Set(messages)];
}
