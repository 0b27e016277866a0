// Test helpers (not exported by the package): fake actors, a machine started with them, and API
// error bodies.
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import type {
  Actor,
  AnyActorRef,
  AnyStateMachine,
  InputFrom,
  MachineImplementationsFrom,
} from 'xstate';

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

/** The logic of each actor `M` declares in `setup({ actors })`, by name. */
type DeclaredActors<M extends AnyStateMachine> = NonNullable<
  MachineImplementationsFrom<M>['actors']
>;

/**
 * Fakes (`fakeActor`, `failingActor`) for some of the actors `M` declares, under the names it
 * declares them with: each fake's output and input are the declared ones.
 */
export type FakesFor<M extends AnyStateMachine> = {
  [Name in keyof DeclaredActors<M>]?: {
    logic: NonNullable<DeclaredActors<M>[Name]>;
    calls: InputFrom<NonNullable<DeclaredActors<M>[Name]>>[];
  };
};

/**
 * Starts `machine` with `fakes` in place of the actors it declares (docs/machines.md "Model
 * tests"), on a simulated clock that the test moves for the machine's delays.
 */
export function startWithFakes<M extends AnyStateMachine>(
  machine: M,
  fakes: FakesFor<M>,
  input?: InputFrom<M>,
): { actor: Actor<M>; clock: SimulatedClock } {
  const actors = Object.fromEntries(
    Object.entries(fakes).map(([name, fake]) => [name, (fake as { logic: unknown }).logic]),
  );
  const clock = new SimulatedClock();
  const provided = machine.provide({ actors }) as M;
  const actor = createActor(provided, { input, clock } as never).start();
  return { actor, clock };
}
