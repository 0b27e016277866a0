// Test helper (not exported by the package): a form refusing what was typed before any call
// (docs/machines.md "Feedback shape", spec §5: the values are checked before they are sent).
import type { AnyActorRef } from 'xstate';
import { expect } from 'vitest';

/**
 * Submits the form as typed: it shows `fieldErrors` under its fields and its fake call (`calls`)
 * received nothing.
 */
export function expectRefused(
  actor: AnyActorRef,
  calls: readonly unknown[],
  fieldErrors: Record<string, string[]>,
): void {
  actor.send({ type: 'SUBMIT' });
  expect(actor.getSnapshot().context.feedback.fieldErrors).toEqual(fieldErrors);
  expect(calls).toEqual([]);
}
