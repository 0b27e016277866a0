// Stories only: the registration views driven by their real machine, started at a given state
// (`snapshotAt`, nothing runs until the next event) with fake calls, so that play functions type,
// submit and see the machine's own validation (spec §5) and messages (spec §8).
import type {
  AccountMatch,
  CheckContactResponse,
  FirstRegistrationRequest,
  InitRegisterRequest,
  InitRegisterResponse,
  Language,
  Ok,
  PublicCampaign,
  RegistrationDone,
  Role,
  ValidInfosRegisterRequest,
  ValidPwdRegisterRequest,
  ValidTmpRegisterRequest,
} from '@salon/domain';
import {
  firstRegistrationMachine,
  registrationMachine,
  type FirstRegistrationAnswer,
  type FirstRegistrationContext,
  type FirstRegistrationInput,
  type RegistrationContext,
  type RegistrationInput,
} from '@salon/machines';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import type { PicklistsState } from './picklists';
import { storyAccounts, storyOptions } from './storyFixtures';
import { useStoryMachine } from '../../kit/testing/useStoryMachine';
import type { FirstRegistrationState, RegistrationState } from './states';

/** The show's website in the stories. */
export const STORY_SITE_URL = 'https://www.salon.test';

/** A call that never answers: a `submitting` story stays submitting. */
function never<Output, Input>() {
  return fromPromise<Output, Input>(() => new Promise<Output>(() => undefined));
}

/** The company-existence check of the stories: companies whose name starts with the query. */
const storySearch = fromPromise<{ accounts: AccountMatch[] }, { query: string }>(
  async ({ input }) => ({
    accounts: storyAccounts.filter((account) =>
      account.name.toLowerCase().startsWith(input.query.trim().toLowerCase()),
    ),
  }),
);

export type PicklistsStatus = 'ready' | 'loading' | 'failed';

/** The story picklists in the page's language, in the given status. */
export function usePicklistsFixture(status: PicklistsStatus) {
  const lang: Language = useIntl().locale === 'en' ? 'en' : 'fr';
  const options = storyOptions(lang);
  const state: PicklistsState<keyof typeof options> =
    status === 'ready'
      ? { status, options }
      : status === 'failed'
        ? { status, retry: () => undefined }
        : { status };
  return { lang, picklists: state };
}

/** The props every registration view takes besides its machine's: the language, the picklists in
 * the story's status, the show's website. */
function useStoryPage(status: PicklistsStatus = 'ready') {
  return { ...usePicklistsFixture(status), siteUrl: STORY_SITE_URL };
}

export interface RegistrationStoryProps {
  state: RegistrationState;
  input: RegistrationInput;
  context?: Partial<RegistrationContext>;
  picklists?: PicklistsStatus;
}

/** The registration machine resting in `state`, with fake calls: a registration view's props. */
export function useRegistrationStory({ picklists, ...start }: RegistrationStoryProps) {
  const machine = useStoryMachine(
    () =>
      registrationMachine.provide({
        actors: {
          initRegister: never<InitRegisterResponse, InitRegisterRequest>(),
          validInfosRegister: never<Ok, ValidInfosRegisterRequest>(),
          validPwdRegister: never<RegistrationDone, ValidPwdRegisterRequest>(),
          validTmpRegister: never<RegistrationDone, ValidTmpRegisterRequest>(),
          searchAccount: storySearch,
        },
      }),
    start,
  );
  return { ...machine, ...useStoryPage(picklists) };
}

export interface FirstRegistrationStoryProps {
  state: FirstRegistrationState;
  input?: FirstRegistrationInput;
  context?: Partial<FirstRegistrationContext>;
  picklists?: PicklistsStatus;
}

/** The first-registration machine resting in `state`, with fake calls: the view's props. */
export function useFirstRegistrationStory({
  picklists,
  input = {},
  ...start
}: FirstRegistrationStoryProps) {
  const machine = useStoryMachine(
    () =>
      firstRegistrationMachine.provide({
        actors: {
          checkContact: never<CheckContactResponse, { email: string; role: Role }>(),
          listCampaigns: never<PublicCampaign[], void>(),
          searchAccount: storySearch,
          submitFirstRegistration: never<FirstRegistrationAnswer, FirstRegistrationRequest>(),
        },
      }),
    { input, ...start },
  );
  return { ...machine, ...useStoryPage(picklists) };
}
