// A screen story in one language (docs/testing.md "Stories"), for the views whose args a story
// builds itself rather than from a machine's snapshot alone (`machineStory`): the args, the
// language of the toolbar (`globals`), the state the stories-coverage test reads
// (`parameters.machine`) and, when given, the route the screen lives at.
import type { StoryLang } from './machineStory';

export interface StoryLike {
  args?: object;
  play?: unknown;
}

export interface ScreenStorySetup<TStory extends StoryLike> {
  args: TStory['args'];
  /** The state shown; `id` where the meta does not name the machine. */
  machine: { id?: string; state: string };
  /** The address the screen is opened at; the meta's when left out. */
  route?: string;
  play?: TStory['play'];
}

/** `screenStory<Story>(lang, { args, machine, route, play })`. */
export function screenStory<TStory extends StoryLike>(
  lang: StoryLang,
  { args, machine, route, play }: ScreenStorySetup<TStory>,
): TStory {
  return {
    args,
    globals: { locale: lang },
    parameters: route === undefined ? { machine } : { machine, route },
    play,
  } as unknown as TStory;
}
