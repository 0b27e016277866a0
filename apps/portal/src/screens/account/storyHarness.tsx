// Stories only: the modal forms inside an open Modal (as the page shows them), and the forms
// driven by their real machine with fake calls, so that play functions open a modal, type, submit
// and see the machine's own validation (spec §5) and the catalogue's messages (spec §8).
import {
  accountEditMachine,
  brandEditMachine,
  contactEditMachine,
  passwordChangeMachine,
} from '@salon/machines';
import { Modal } from '@salon/ui';
import type { ReactNode } from 'react';
import { fromPromise } from 'xstate';
import type { StoryLang } from '../../kit/testing/machineStory';
import { screenStory, type StoryLike } from '../../kit/testing/screenStory';
import type { ResourcePageState, ResourceView } from './PageStatus';

/** A form in its open modal, for a story of one state. */
export function InModal({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Modal title={title} isOpen>
      {children}
    </Modal>
  );
}

/** A call that never answers: a submitted form stays `saving`. */
function never<Output, Input>() {
  return fromPromise<Output, Input>(() => new Promise<Output>(() => undefined));
}

/** The machines of the page stories: valid submits wait forever, so what was sent stays seen. */
export const storyMachines = {
  contact: contactEditMachine.provide({ actors: { updateMe: never() } }),
  password: passwordChangeMachine.provide({ actors: { changePassword: never() } }),
  account: accountEditMachine.provide({ actors: { updateAccount: never() } }),
  brand: brandEditMachine.provide({ actors: { updateBrand: never() } }),
};

/** The page's view at `state`: the data once loaded (ready, or stale while a reload runs). */
export function resourceView<T>(state: ResourcePageState, data: T): ResourceView<T> {
  return state === 'ready' || state === 'stale' ? { status: state, data } : { status: state };
}

/**
 * The `story(state, lang, args, play)` of a page of one resource (me/`path`, machine `id`): the
 * view at `state` with `data` once loaded, the args every story of the page has in `lang`, then
 * the story's own.
 */
export function resourcePageStory<TStory extends StoryLike, T>(
  { id, path, data }: { id: string; path: string; data: T },
  pageArgs: (lang: StoryLang) => TStory['args'] = () => ({}),
) {
  return (
    state: ResourcePageState,
    lang: StoryLang,
    args: TStory['args'] = {},
    play?: TStory['play'],
  ): TStory =>
    screenStory<TStory>(lang, {
      args: { view: resourceView(state, data), ...pageArgs(lang), ...args } as TStory['args'],
      machine: { id, state },
      route: `/${lang}/me/${path}`,
      play,
    });
}
