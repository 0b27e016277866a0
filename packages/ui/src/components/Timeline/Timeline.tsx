import type { ReactNode } from 'react';
import { useUi } from '../../i18n/UiProvider';
import { toCalendarDate } from '../../lib/format';
import { CheckIcon } from '../Icon/icons';
import { DateText } from '../Money/Money';
import * as styles from './Timeline.css';

export type TimelineStepState = 'done' | 'current' | 'upcoming';

export interface TimelineStep {
  id: string;
  label: ReactNode;
  state: TimelineStepState;
  /** A calendar date `YYYY-MM-DD` or an ISO timestamp, shown under the label. */
  date?: string;
  description?: ReactNode;
}

export interface TimelineProps {
  steps: TimelineStep[];
  /** Names the list for assistive technology ("Étapes de votre participation"). */
  'aria-label': string;
  /** Texts for each state, read after the label; default to the library's. */
  stateLabels?: Partial<Record<TimelineStepState, string>>;
}

/**
 * An ordered list of steps, past (done), current and future: the stages of an opportunity (spec
 * §4) or a calendar of deadlines. The current step has `aria-current="step"`; each state is said
 * in words, not only drawn.
 */
export function Timeline({ steps, stateLabels, ...props }: TimelineProps) {
  const { messages } = useUi();
  const texts: Record<TimelineStepState, string> = {
    done: messages.stepDone,
    current: messages.stepCurrent,
    upcoming: messages.stepUpcoming,
    ...stateLabels,
  };
  return (
    <ol className={styles.list} aria-label={props['aria-label']} data-salon-timeline="">
      {steps.map((step, index) => (
        <li
          key={step.id}
          className={styles.step}
          data-state={step.state}
          aria-current={step.state === 'current' ? 'step' : undefined}
        >
          <span className={styles.marker} aria-hidden="true">
            {step.state === 'done' ? <CheckIcon /> : index + 1}
          </span>
          <div className={styles.body}>
            <p className={styles.label}>{step.label}</p>
            <span className={styles.stateText}>{texts[step.state]}</span>
            {step.date ? <DateText date={step.date} className={styles.date} /> : null}
            {step.description ? <p className={styles.description}>{step.description}</p> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}

export interface Deadline {
  id: string;
  /** In the user's language: "1re date de réservation anticipée", "Fin du réabonnement", "2e acompte". */
  label: ReactNode;
  /** Calendar date `YYYY-MM-DD` (Europe/Paris). */
  date: string;
  description?: ReactNode;
}

export interface DeadlinesCalendarProps {
  deadlines: Deadline[];
  /**
   * Today, as a calendar date in Europe/Paris (rules take `now` as a parameter:
   * docs/architecture.md "Dates").
   */
  today: string;
  'aria-label': string;
}

/**
 * The deadlines calendar of spec §2 (early-booking deadlines, end of rebooking, installment
 * dates): sorted by date; past deadlines are done, the first one from today is the next, the
 * others are upcoming. A deadline falling today is still the next one.
 */
export function DeadlinesCalendar({ deadlines, today, ...props }: DeadlinesCalendarProps) {
  const { messages } = useUi();
  const day = toCalendarDate(today);
  const sorted = [...deadlines].sort((a, b) => a.date.localeCompare(b.date));
  const nextIndex = sorted.findIndex((deadline) => deadline.date >= day);
  const steps: TimelineStep[] = sorted.map((deadline, index) => ({
    ...deadline,
    state:
      nextIndex === -1 || index < nextIndex ? 'done' : index === nextIndex ? 'current' : 'upcoming',
  }));
  return (
    <Timeline
      steps={steps}
      aria-label={props['aria-label']}
      stateLabels={{
        done: messages.deadlinePast,
        current: messages.deadlineNext,
        upcoming: messages.deadlineUpcoming,
      }}
    />
  );
}
