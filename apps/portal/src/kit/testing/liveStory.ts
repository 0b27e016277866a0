// A screen story whose component runs the real machine from a state (docs/testing.md "Stories",
// `useStoryMachine`): the story's args are that state, the machine's input and a context patch
// (and what else the story component takes); the language goes to `globals` (French is the
// default), the route the screen lives at and `parameters.machine`, which names the state for the
// stories-coverage test, to its parameters.
import type { StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import type { StoryLang } from './machineStory';
import { withPortal } from './withPortal';

/**
 * The meta of such a view's stories, but for its literal `title` (Storybook's indexer reads it):
 * its story component in the portal's frame. The meta has no parameters of its own, so that the
 * JSDoc comment above it becomes the screen's description on its docs page.
 */
export function liveView<C>(component: C) {
  return { component, decorators: [withPortal] };
}

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;
type StateOf<C> = PropsOf<C> extends { state: infer S } ? S : never;

/**
 * The function that makes the stories of the view's story `component`, state by state:
 * `story(state, lang, args, play, parameters)`, and `story.with(args, parameters)` the stories
 * that share their args (and parameters): `(state, lang, play)`. `id` names the machine in `machineStates`;
 * `route` is where the screen lives, unless `parameters` gives another (an English address).
 */
export function liveStory<C extends ComponentType<never>>(
  _component: C,
  id: string,
  route: string,
) {
  type Args = Omit<PropsOf<C>, 'state'>;
  type Play = StoryObj<C>['play'];
  const story = (
    state: StateOf<C>,
    lang: StoryLang,
    args: Args,
    play?: Play,
    parameters: Record<string, unknown> = {},
  ): StoryObj<C> =>
    ({
      ...(lang === 'en' ? { globals: { locale: lang } } : {}),
      args: { state, ...args },
      parameters: { route, ...parameters, machine: { id, state } },
      play,
    }) as unknown as StoryObj<C>;
  return Object.assign(story, {
    with:
      (args: Args, parameters?: Record<string, unknown>) =>
      (state: StateOf<C>, lang: StoryLang, play?: Play) =>
        story(state, lang, args, play, parameters),
  });
}
