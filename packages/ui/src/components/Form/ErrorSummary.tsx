import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { useUi } from '../../i18n/UiProvider';
import * as styles from './Form.css';

export interface ErrorSummaryItem {
  /** The `id` of the field's input (or of its group), the link's target. */
  fieldId: string;
  /** The same message as under the field. */
  message: ReactNode;
}

export interface ErrorSummaryProps {
  /** The errors, in the order of the fields. Nothing is rendered when empty. */
  errors: ErrorSummaryItem[];
  /** Defaults to the generic banner 'There are errors in your input' (spec §8). */
  title?: ReactNode;
  /** An optional sentence under the title. */
  description?: ReactNode;
  /**
   * Changes at each failed submit (e.g. a submit counter): the summary takes focus again, so a
   * second failed submit is announced too.
   */
  focusKey?: string | number;
}

const focusableSelector =
  'input:not([type="hidden"]), textarea, select, button, [tabindex]:not([tabindex="-1"])';

/**
 * Moves to a field from the summary (GOV.UK error-summary.mjs): the field's label or legend is
 * scrolled into view, then the input is focused without scrolling again.
 */
export function focusField(fieldId: string): boolean {
  const target = document.getElementById(fieldId);
  if (!target) return false;
  const input = target.matches(focusableSelector)
    ? target
    : target.querySelector<HTMLElement>(focusableSelector);
  if (!input) return false;
  const labelledBy = (
    input.getAttribute('aria-labelledby') ?? target.getAttribute('aria-labelledby')
  )
    ?.split(/\s+/)
    .map((id) => document.getElementById(id))
    .find((element): element is HTMLElement => element !== null);
  const label =
    document.querySelector<HTMLElement>(`label[for="${CSS.escape(input.id)}"]`) ??
    labelledBy ??
    input;
  label.scrollIntoView({ block: 'start' });
  input.focus({ preventScroll: true });
  return true;
}

/**
 * The error summary of a failed submit (GOV.UK pattern): an alert at the top of the form with a
 * heading and one link per field error. It takes focus when it appears and at each new failed
 * submit; each link focuses its field and scrolls its label into view.
 */
export function ErrorSummary({ errors, title, description, focusKey }: ErrorSummaryProps) {
  const { messages } = useUi();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const hasErrors = errors.length > 0;

  useEffect(() => {
    if (hasErrors) ref.current?.focus();
  }, [hasErrors, focusKey]);

  if (!hasErrors) return null;

  const onClick = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    if (focusField(fieldId)) event.preventDefault();
  };

  return (
    <div
      ref={ref}
      className={styles.summary}
      role="alert"
      aria-labelledby={titleId}
      tabIndex={-1}
      data-salon-error-summary=""
    >
      <h2 id={titleId} className={styles.summaryTitle}>
        {title ?? messages.errorSummaryTitle}
      </h2>
      {description ? <div>{description}</div> : null}
      <ul className={styles.summaryList}>
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a
              href={`#${error.fieldId}`}
              className={styles.summaryLink}
              onClick={(event) => onClick(event, error.fieldId)}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
