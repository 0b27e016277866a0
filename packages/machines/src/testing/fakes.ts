// Test helpers (not exported by the package): fake actors and API error bodies.
import { fromPromise } from 'xstate';
import type { AnyActorRef } from 'xstate';
import { waitFor } from 'xstate';

/** An API error body as the portal's client rejects with (spec §8). */
export function apiError(
  code: number,
  description: string,
  errors?: Record<string, string[]>,
): { code: number; description: string; errors?: Record<string, string[]> } {
  return errors ? { code, description, errors } : { code, description };
}

/** A fake promise actor that records its inputs and answers with `answer(input)`. */
export function fakeActor<TOutput, TInput>(answer: (input: TInput) => TOutput | Promise<TOutput>) {
  const calls: TInput[] = [];
  const logic = fromPromise<TOutput, TInput>(async ({ input }) => {
    calls.push(input);
    return answer(input);
  });
  return { logic, calls };
}

/** A fake that always rejects with `error`; `TOutput` is the output the machine declares. */
export function failingActor<TOutput, TInput = unknown>(error: unknown) {
  return fakeActor<TOutput, TInput>(() => Promise.reject(error));
}

/** Waits until the actor's snapshot matches a dotted state value. */
export async function settleIn(actor: AnyActorRef, value: string): Promise<void> {
  const path = value.split('.');
  const asValue = path.reduceRight<unknown>(
    (inner, key) => (inner === undefined ? key : { [key]: inner }),
    undefined,
  );
  await waitFor(actor, (snapshot) => snapshot.matches(asValue as never), { timeout: 1000 });
}
