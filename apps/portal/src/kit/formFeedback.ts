// The one way a form shows its server feedback (docs/portal-kit.md "A form's feedback"): from a
// machine's `FormFeedback` (spec §8: field errors as message keys, the banner's key, a described
// error's own text) to what the ui's fields, error summary and the kit's FormBanner take: an id
// and a message per field, the summary's links in the order of the form (GOV.UK pattern,
// docs/design.md), and the banner for a failure that belongs to no field.
import { INPUT_ERRORS_KEY, type FormFeedback } from '@salon/machines';
import type { ErrorSummaryItem } from '@salon/ui';
import { useIntl } from 'react-intl';
import { formatKey, formatServerMessage } from '../i18n/formatKey';

/** The DOM id of a field: the form's prefix and the field's dotted path (`reg-contact-lastname`). */
export function fieldId(form: string, path: string): string {
  return `${form}-${path.replace(/[^A-Za-z0-9_-]+/g, '-')}`;
}

export interface FieldFeedback {
  id: string;
  isInvalid: boolean;
  errorMessage: string | undefined;
}

export interface FormMessages {
  /** The props of a field: its id, and its message when invalid. */
  field(path: string): FieldFeedback;
  /** The message under a field, if any. */
  message(path: string): string | undefined;
  /**
   * The summary's links, in the order of `order`; errors of fields the form does not show (a
   * server's 2201 on a field it has no input for) link to `fallback`, so none is invisible.
   */
  summary(order: readonly string[], fallback: string): ErrorSummaryItem[];
  /** The summary's title (spec §8 'There are errors in your input'). */
  summaryTitle: string | undefined;
  /** A failure with no field errors: its message for the banner. */
  banner: string | null;
}

/**
 * Formats a form's feedback in the current language. `values` fills message placeholders
 * (`validation.surface_too_small` takes `{min}`); `paths` maps an error's path to the field that
 * shows it (e.g. the visitor's `account_id` error sits under the company name).
 */
export function useFormMessages(
  form: string,
  feedback: FormFeedback,
  options: {
    values?: Record<string, string | number>;
    paths?: Record<string, { path: string; key?: string }>;
  } = {},
): FormMessages {
  const intl = useIntl();
  const errors = new Map<string, string>();
  for (const [path, keys] of Object.entries(feedback.fieldErrors)) {
    const mapped = options.paths?.[path];
    const key = mapped?.key ?? keys[0];
    if (!key) continue;
    const target = mapped?.path ?? path;
    // Keys from the schemas or the API's 2201 map; an unknown text reads as the generic error.
    if (!errors.has(target)) errors.set(target, formatServerMessage(intl, key, options.values));
  }
  const message = (path: string) => errors.get(path);
  const hasFieldErrors = errors.size > 0;
  // A described error's own text (code 13), or the failure's message; 'There are errors in your
  // input' is the summary's title, not a banner.
  const banner =
    feedback.description ??
    (feedback.formError && feedback.formError !== INPUT_ERRORS_KEY && !hasFieldErrors
      ? formatServerMessage(intl, feedback.formError)
      : null);
  return {
    field: (path) => {
      const text = message(path);
      return { id: fieldId(form, path), isInvalid: text !== undefined, errorMessage: text };
    },
    message,
    summary: (order, fallback) => {
      const known = order.filter((path) => errors.has(path));
      const others = [...errors.keys()].filter((path) => !order.includes(path));
      return [
        ...known.map((path) => ({ fieldId: fieldId(form, path), message: errors.get(path) })),
        ...others.map((path) => ({ fieldId: fallback, message: errors.get(path) })),
      ];
    },
    summaryTitle: hasFieldErrors
      ? formatKey(intl, feedback.formError ?? 'error.input_errors')
      : undefined,
    banner,
  };
}
