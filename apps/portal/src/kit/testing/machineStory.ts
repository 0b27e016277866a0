// A screen story at one state of its machine (docs/testing.md "Stories"): the view's `state`,
// the machine's context at that state (`snapshotAt`, patched by the story), the language in
// `args` and in `globals`, the route the screen lives at, and `parameters.machine`, which the
// stories-coverage test reads.
import { snapshotAt } from '@salon/machines';
import type { StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { fn } from 'storybook/test';
import type { AnyStateMachine, ContextFrom, InputFrom } from 'xstate';
import { withPortal } from './withPortal';

export type StoryLang = 'fr' | 'en';

export interface MachineStoryOptions<M extends AnyStateMachine> {
  machine: M;
  /** The machine's id in `machineStates` of @salon/machines. */
  id: string;
  /** The address the screen is opened at, in the story's language. */
  route: (lang: StoryLang, input: InputFrom<M>) => string;
}

/** The `state` prop of the meta's view (the machine state it shows). */
type ViewState<TMeta> = TMeta extends { component?: ComponentType<infer P> }
  ? P extends { state: infer S }
    ? S
    : string
  : string;

/**
 * What the metas of a whole-page view driven by its `send` share (the auth screens): the portal's
 * frame, a spy for `send`, the full page. The meta keeps its own `title` and `component`; a docs
 * description goes in its own `parameters: { ...fullPageView().parameters, docs }`, not in a JSDoc
 * comment above it (Storybook's csf-plugin would add a `parameters` that hides these).
 */
export function fullPageView() {
  return { decorators: [withPortal], args: { send: fn() }, parameters: { layout: 'fullscreen' } };
}

/** The machine's context at `state`, the story's patch applied (`snapshotAt`). */
export function contextAt<M extends AnyStateMachine>(
  machine: M,
  state: string,
  setup: { input: InputFrom<M>; context?: Partial<ContextFrom<M>> },
): ContextFrom<M> {
  return (snapshotAt(machine, state, setup) as { context: ContextFrom<M> }).context;
}

/**
 * The function that makes the stories of the meta's view, state by state:
 * `story(state, lang, input, contextPatch, play)`.
 */
export function machineStory<TMeta, M extends AnyStateMachine>(
  _meta: TMeta,
  { machine, id, route }: MachineStoryOptions<M>,
) {
  return (
    state: ViewState<TMeta> & string,
    lang: StoryLang,
    input: InputFrom<M>,
    context: Partial<ContextFrom<M>> = {},
    play?: StoryObj<TMeta>['play'],
  ): StoryObj<TMeta> =>
    ({
      args: { state, context: contextAt(machine, state, { input, context }), lang },
      globals: { locale: lang },
      parameters: { machine: { id, state }, route: route(lang, input) },
      play,
    }) as unknown as StoryObj<TMeta>;
}
