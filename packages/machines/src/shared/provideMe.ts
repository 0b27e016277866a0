// Placeholder implementations of the actors a machine declares: the portal provides the real ones
// with `machine.provide({ actors })`, tests provide fakes. A forgotten one fails loudly.

/** A promise-actor body that rejects, naming the actor the app must provide. */
export function provideMe(name: string): () => Promise<never> {
  return () =>
    Promise.reject(
      new Error(`@salon/machines: provide the '${name}' actor with machine.provide({ actors })`),
    );
}
