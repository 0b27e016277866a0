import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { withPortal } from '../../kit/testing/withPortal';
import { retries } from '../../kit/testing/loadPlays';
import { screenStory } from '../../kit/testing/screenStory';
import {
  events,
  exhibitorMembers,
  invitations,
  texts,
  visitorMembers,
  type Lang,
} from './badgesFixtures';
import { BadgesView, type BadgesState, type BadgesViewProps } from './BadgesView';

const meta = {
  title: 'Portal/Screens/Badges',
  component: BadgesView,
  decorators: [withPortal],
  args: {
    audience: 'exhibitor',
    state: { status: 'loading' },
    download: { pendingId: null, failed: false },
    onSelectEvent: fn(),
    onDownload: fn(),
    downloadSelection: fn(async () => undefined),
    onRetry: fn(),
  },
  parameters: {
    route: '/fr/pro/badges',
    docs: {
      description: {
        component:
          'pro/badges and me/badges (spec §2): per event, the staff badges, buyer and agent invitations (locked until the event’s 1st installment is paid, spec §4, §6) or the visitor’s own badges; each badge downloads as a PDF with a signed QR code, and the campaign badges modal downloads a selection in one file.',
      },
    },
  },
} satisfies Meta<typeof BadgesView>;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = (context: {
  canvasElement: HTMLElement;
  args: BadgesViewProps;
  t: (typeof texts)[Lang];
}) => Promise<void>;

/** One story: a state of the page in a language, with its check. */
function story(
  state: BadgesState,
  lang: Lang,
  play: Play,
  args: Partial<BadgesViewProps> = {},
): Story {
  return screenStory<Story>(lang, {
    args: { state, ...args } as Story['args'],
    machine: { id: 'badges', state: state.status },
    play: ({ canvasElement, args: storyArgs }) =>
      play({ canvasElement, args: storyArgs, t: texts[lang] }),
  });
}

const heading = (canvasElement: HTMLElement, name: string) =>
  expect(within(canvasElement).getByRole('heading', { level: 1, name })).toBeVisible();

const loading: Play = async ({ canvasElement, t }) => {
  await heading(canvasElement, t.proTitle);
  await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t.loading);
};
export const Loading = story({ status: 'loading' }, 'fr', loading);
export const LoadingEnglish = story({ status: 'loading' }, 'en', loading);

/** A load failed: the global alert is up (spec §7); the page offers a retry. */
const failed: Play = (context) => retries(context.t.retry, context.t.failed)(context);
export const Failed = story({ status: 'failed' }, 'fr', failed);
export const FailedEnglish = story({ status: 'failed' }, 'en', failed);

const noEvents: Play = async ({ canvasElement, t }) => {
  await expect(within(canvasElement).getByRole('heading', { name: t.noEvents })).toBeVisible();
};
export const NoEvents = story({ status: 'noEvents' }, 'fr', noEvents);
export const NoEventsEnglish = story({ status: 'noEvents' }, 'en', noEvents);

/** The event's 1st installment is not paid (spec §4, §6): what unlocks it, and where to pay. */
const locked: Play = async ({ canvasElement, t }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { name: t.locked })).toBeVisible();
  await expect(canvas.getByRole('link', { name: t.lockedAction })).toHaveAttribute(
    'href',
    expect.stringMatching(/\/pro\/rebooking$/),
  );
  await expect(canvas.queryByRole('button', { name: t.choose })).toBeNull();
};
export const Locked = story({ status: 'locked', event: events }, 'fr', locked);
export const LockedEnglish = story({ status: 'locked', event: events }, 'en', locked);

/** Choosing another event asks for its badges. */
const eventLoading: Play = async ({ canvasElement, args, t }) => {
  const canvas = within(canvasElement);
  // The picker is a part of its own (./parts.ts): it shows once its chunk is in.
  const picker = await canvas.findByRole('button', { name: new RegExp(t.event) });
  await expect(canvas.getByRole('status')).toHaveTextContent(t.eventLoading);
  await userEvent.click(picker);
  await userEvent.click(await screen.findByRole('option', { name: /Salon Automne 2026/ }));
  await expect(args.onSelectEvent).toHaveBeenCalledWith('camp-automne-2026');
};
export const EventLoading = story({ status: 'eventLoading', event: events }, 'fr', eventLoading);
export const EventLoadingEnglish = story(
  { status: 'eventLoading', event: events },
  'en',
  eventLoading,
);

export const EventFailed = story({ status: 'eventFailed', event: events }, 'fr', failed);
export const EventFailedEnglish = story({ status: 'eventFailed', event: events }, 'en', failed);

/** No badge recorded yet for this event; the invitations are there to share. */
const empty: Play = async ({ canvasElement, t }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { name: t.empty })).toBeVisible();
  await expect(canvas.getByRole('link', { name: new RegExp(t.inviteBuyers) })).toBeVisible();
};
const emptyState: BadgesState = { status: 'empty', event: events, invitations };
export const Empty = story(emptyState, 'fr', empty);
export const EmptyEnglish = story(emptyState, 'en', empty);

/** Staff badges, buyer and agent invitations; a badge downloads; the invitation links and use. */
const ready: Play = async ({ canvasElement, args, t }) => {
  const canvas = within(canvasElement);
  const staff = canvas.getByRole('region', { name: t.staff });
  await expect(within(staff).getAllByRole('listitem')).toHaveLength(2);
  // Each member's registration category in the reader's language (spec §3 campaign member).
  await expect(within(staff).getAllByText(t.exhibitor)).toHaveLength(2);
  const buyers = canvas.getByRole('region', { name: t.buyer });
  await expect(buyers).toHaveTextContent('Marc Dubois');
  await expect(within(buyers).getByText(t.invitedBuyer)).toBeVisible();
  await expect(canvas.getByText(t.used)).toBeVisible();
  await expect(canvas.getByRole('link', { name: new RegExp(t.inviteBuyers) })).toHaveAttribute(
    'href',
    invitations[0]!.url,
  );
  await userEvent.click(canvas.getByRole('button', { name: t.download('Claire Martin') }));
  await expect(args.onDownload).toHaveBeenCalledWith(exhibitorMembers[0]);
};
const readyState: BadgesState = {
  status: 'ready',
  event: events,
  members: exhibitorMembers,
  invitations,
};
export const Ready = story(readyState, 'fr', ready);
export const ReadyEnglish = story(readyState, 'en', ready);

/** The campaign badges modal opens on the event's badges, all selected (spec §2 modals). */
const openModal: Play = async ({ canvasElement, t }) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: t.choose }));
  const dialog = await screen.findByRole('dialog', { name: t.modalTitle });
  await expect(within(dialog).getByRole('checkbox', { name: t.all })).toBeChecked();
  await expect(within(dialog).getByText(t.selected(4))).toBeInTheDocument();
  await expect(
    within(dialog).getByRole('checkbox', { name: `Marc Dubois — ${t.invitedBuyer}` }),
  ).toBeChecked();
};
export const ReadyOpensModal = story(readyState, 'fr', openModal);
export const ReadyOpensModalEnglish = story(readyState, 'en', openModal);

/** A download failed: the page says so and keeps the list. */
const downloadFailed: Play = async ({ canvasElement, t }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('alert')).toHaveTextContent(t.downloadFailed);
  await expect(canvas.getByRole('button', { name: t.download('Inès Robert') })).toBeEnabled();
};
const failedDownload = { download: { pendingId: null, failed: true } };
export const ReadyDownloadFailed = story(readyState, 'fr', downloadFailed, failedDownload);
export const ReadyDownloadFailedEnglish = story(readyState, 'en', downloadFailed, failedDownload);

/** me/badges: the visitor’s own badge (spec §2 guest menu, §6). */
const visitor: Play = async ({ canvasElement, args, t }) => {
  const canvas = within(canvasElement);
  await heading(canvasElement, t.guestTitle);
  await expect(canvas.getByText(t.tradeVisitor)).toBeVisible();
  await expect(canvas.queryByRole('link', { name: new RegExp(t.inviteBuyers) })).toBeNull();
  // One badge: it downloads from its own button, no selection to make.
  await expect(canvas.queryByRole('button', { name: t.choose })).toBeNull();
  await userEvent.click(canvas.getByRole('button', { name: t.download('Hugo Bernard') }));
  await expect(args.onDownload).toHaveBeenCalledWith(visitorMembers[0]);
};
const visitorState: BadgesState = {
  status: 'ready',
  event: events,
  members: visitorMembers,
  invitations: [],
};
const asVisitor = { audience: 'visitor' } as const;
export const VisitorReady = story(visitorState, 'fr', visitor, asVisitor);
export const VisitorReadyEnglish = story(visitorState, 'en', visitor, asVisitor);
