// A screen story whose component runs the real machine from a state (docs/testing.md "Stories",
// `useStoryMachine`): the story's args are that state, the machine's input and a context patch
// (and what else the story component takes); the language goes to `globals` (French is the
// default) and `parameters.machine` names the state for the stories-coverage test.
import type { StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import type { StoryLang } from './machineStory';

/** The props of the meta's story component. */
type PropsOf<TMeta> = TMeta extends { component?: ComponentType<infer P> } ? P : never;
type StateOf<TMeta> = PropsOf<TMeta> extends { state: infer S } ? S : never;

/**
 * The function that makes the stories of the meta's component, state by state:
 * `story(state, lang, args, play, parameters)`; `parameters` adds to the meta's (a route).
 */
export function liveStory<TMeta>(_meta: TMeta, id: string) {
  return (
    state: StateOf<TMeta>,
    lang: StoryLang,
    args: Omit<PropsOf<TMeta>, 'state'>,
    play?: StoryObj<TMeta>['play'],
    parameters: Record<string, unknown> = {},
  ): StoryObj<TMeta> =>
    ({
      ...(lang === 'en' ? { globals: { locale: lang } } : {}),
      args: { state, ...args },
      parameters: { ...parameters, machine: { id, state } },
      play,
    }) as unknown as StoryObj<TMeta>;
}
