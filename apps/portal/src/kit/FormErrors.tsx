// The top of a form after a failed submit (docs/portal-kit.md "A form's feedback"): the error
// summary with a link to each invalid field (spec §8 'There are errors in your input', GOV.UK
// pattern), then the banner of a failure that belongs to no field. Both take the focus at each
// failed submit (`focusKey`), so the result is seen and heard.
import { ErrorSummary } from '@salon/ui';
import { FormBanner } from './FormBanner';
import type { FormMessages } from './formFeedback';

export function FormErrors({
  feedback,
  order,
  fallback,
  focusKey,
}: {
  feedback: FormMessages;
  /** The form's field paths in the order they show. */
  order: readonly string[];
  /** The id an error on a field the form does not show links to (`fieldId(form, path)`). */
  fallback: string;
  focusKey: number;
}) {
  return (
    <>
      <ErrorSummary
        errors={feedback.summary(order, fallback)}
        title={feedback.summaryTitle}
        focusKey={focusKey}
      />
      <FormBanner message={feedback.banner} focusKey={focusKey} />
    </>
  );
}
