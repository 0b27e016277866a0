// The output of an invoked actor, as the dynamic params of a named action or guard (docs/machines.md
// "Typed actor outputs"): `onDone: { actions: { type: 'keepQuote', params: actorOutput } }`. The
// `onDone` event is typed from the actor declared in `setup({ actors })`, so the action receives
// the actor's declared output, never a cast.
import type { DoneActorEvent } from 'xstate';

export function actorOutput<TOutput>({ event }: { event: DoneActorEvent<TOutput> }): TOutput {
  return event.output;
}
