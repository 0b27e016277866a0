import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { withPortal } from '../../kit/testing/withPortal';
import { screenStory } from '../../kit/testing/screenStory';
import { exhibitorMembers, texts, type Lang } from './badgesFixtures';
import {
  CampaignBadgesModalView,
  type CampaignBadgesModalViewProps,
  type CampaignBadgesStatus,
} from './CampaignBadgesModal';

const meta = {
  title: 'Portal/Screens/Badges/Campaign badges modal',
  component: CampaignBadgesModalView,
  decorators: [withPortal],
  args: {
    event: 'Salon Printemps 2026',
    members: exhibitorMembers,
    selected: exhibitorMembers.map((member) => member.id),
    status: 'selecting',
    showNoneError: false,
    isOpen: true,
    onOpenChange: fn(),
    onSelectionChange: fn(),
    onDownload: fn(),
  },
  parameters: {
    route: '/fr/pro/badges',
    docs: {
      description: {
        component:
          'The campaign badges modal (spec §2 modals: list with selection and download): the event’s badges with a check box each, one to select them all, and the download of the selection in one PDF.',
      },
    },
  },
} satisfies Meta<typeof CampaignBadgesModalView>;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = (context: {
  args: CampaignBadgesModalViewProps;
  t: (typeof texts)[Lang];
}) => Promise<void>;

function story(
  status: CampaignBadgesStatus,
  lang: Lang,
  play: Play,
  args: Partial<CampaignBadgesModalViewProps> = {},
): Story {
  return screenStory<Story>(lang, {
    args: { status, ...args } as Story['args'],
    machine: { id: 'campaignBadges', state: status },
    play: ({ args: storyArgs }) => play({ args: storyArgs, t: texts[lang] }),
  });
}

const dialog = (t: (typeof texts)[Lang]) => screen.findByRole('dialog', { name: t.modalTitle });

/** Everything selected; unticking "select all" empties the selection; one badge is unticked. */
const selecting: Play = async ({ args, t }) => {
  const modal = within(await dialog(t));
  await expect(modal.getByText(t.selected(4))).toBeInTheDocument();
  await userEvent.click(modal.getByRole('checkbox', { name: t.all }));
  await expect(args.onSelectionChange).toHaveBeenLastCalledWith([]);
  await userEvent.click(modal.getByRole('checkbox', { name: /Marc Dubois/ }));
  await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['m-claire', 'm-ines', 'm-sud']);
  await userEvent.click(modal.getByRole('button', { name: t.modalDownload }));
  await expect(args.onDownload).toHaveBeenCalledTimes(1);
};
export const Selecting = story('selecting', 'fr', selecting);
export const SelectingEnglish = story('selecting', 'en', selecting);

/** Nothing selected and the download asked: the error under the list says what to do. */
const noneSelected: Play = async ({ t }) => {
  const modal = within(await dialog(t));
  await expect(modal.getByText(t.none)).toBeInTheDocument();
  await expect(modal.getByRole('checkbox', { name: t.all })).not.toBeChecked();
};
const none = { selected: [], showNoneError: true };
export const SelectingNone = story('selecting', 'fr', noneSelected, none);
export const SelectingNoneEnglish = story('selecting', 'en', noneSelected, none);

const downloading: Play = async ({ t }) => {
  const modal = within(await dialog(t));
  await expect(modal.getByRole('button', { name: t.modalDownload })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
};
export const Downloading = story('downloading', 'fr', downloading);
export const DownloadingEnglish = story('downloading', 'en', downloading);

/** The download failed: the modal says so, the selection stays, and it can be tried again. */
const failed: Play = async ({ args, t }) => {
  const modal = within(await dialog(t));
  await expect(modal.getByRole('alert')).toHaveTextContent(t.modalFailed);
  await userEvent.click(modal.getByRole('button', { name: t.modalDownload }));
  await expect(args.onDownload).toHaveBeenCalledTimes(1);
};
export const Failed = story('failed', 'fr', failed);
export const FailedEnglish = story('failed', 'en', failed);

/** The file is downloaded; closing the modal goes back to the page. */
const done: Play = async ({ args, t }) => {
  const modal = within(await dialog(t));
  await expect(modal.getByText(t.modalDone)).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  await expect(args.onOpenChange).toHaveBeenCalledWith(false);
};
export const Done = story('done', 'fr', done);
export const DoneEnglish = story('done', 'en', done);
