// The form helpers of the machines (./feedback.ts), with the domain's resolution of server
// messages for a failed call (`feedbackFromError`, spec §5, §8).
import { resolveMessageKey } from '@salon/domain';
import { feedbackWith, type FeedbackOptions, type FormFeedback } from './feedback';

export * from './feedback';

/** The feedback a form shows for a failed call, as the catalogue says (spec §8). */
export function feedbackFromError(error: unknown, options: FeedbackOptions = {}): FormFeedback {
  return feedbackWith(resolveMessageKey, error, options);
}
