import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageHeader } from '@salon/ui';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { playAll, showsButton, showsTitle } from '../kit/testing/plays';
import { buildExhibitorDashboard } from '@salon/domain';
import { DashboardView } from '../screens/dashboard/DashboardView';
import {
  exhibitorUser,
  manyStages,
  quoteOnly,
  storyNow,
  visitorUser,
  type DashboardData,
} from '@salon/domain/fixtures';
import { desktop, inEnglish, phone } from '../kit/testing/viewports';
import { withPortal } from '../kit/testing/withPortal';
import { AuthenticatedFrame } from '../layouts/AuthenticatedFrame';

const siteUrl = 'https://www.salon.test';

function ExhibitorPage({ data }: { data: DashboardData }) {
  return (
    <DashboardView
      user={exhibitorUser}
      state={{ status: 'ready', dashboard: buildExhibitorDashboard({ ...data, now: storyNow }) }}
      onRetry={() => {}}
      academy={null}
    />
  );
}

const meta = {
  title: 'Portal/Layouts/Authenticated',
  component: AuthenticatedFrame,
  decorators: [withPortal],
  args: {
    lang: 'fr',
    user: exhibitorUser,
    siteUrl,
    pathname: '/fr/me/dashboard',
    featureAccess: { boothManagement: false, badges: false },
    onLogout: fn(),
    children: <ExhibitorPage data={quoteOnly} />,
  },
  parameters: {
    layout: 'fullscreen',
    route: '/fr/me/dashboard?tab=1#next',
    docs: {
      description: {
        component:
          'The authenticated layout of spec §2 around the signed-in pages: the exhibitor or guest menu (permanent from 600 px, a drawer below), the top bar with the name, the account, logout, the show website and the Fr/En switch (which keeps the query and hash), the legal links.',
      },
    },
  },
} satisfies Meta<typeof AuthenticatedFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const english = {
  lang: 'en',
  pathname: '/en/me/dashboard',
} as const;

/** The visitor on their page `page` (spec §2 guest menu), the page showing only its title. */
const guestOn = (lang: 'fr' | 'en', page: string, title: string) => ({
  args: {
    lang,
    user: visitorUser,
    pathname: `/${lang}/me/${page}`,
    featureAccess: undefined,
    children: <PageHeader title={title} />,
  },
  parameters: { route: `/${lang}/me/${page}` },
});

/** Exhibitor, desktop: the nine entries of spec §2; booth and badges locked, dashboard current. */
export const ExhibitorDesktop: Story = {
  ...desktop,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('navigation', { name: 'Menu principal' });
    await expect(within(menu).getAllByRole('link')).toHaveLength(9);
    await expect(within(menu).getByRole('link', { name: 'Tableau de bord' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(menu).getByRole('link', { name: 'Mon stand (Verrouillé)' })).toBeVisible();
    const topBar = canvas.getByRole('banner');
    await expect(within(topBar).getByText('Claire Martin')).toBeVisible();
    await expect(within(topBar).getByText('Maison Lumière SAS')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Site du salon/ })).toHaveAttribute(
      'href',
      siteUrl,
    );
    const languages = canvas.getByRole('navigation', { name: 'Langue' });
    await expect(within(languages).getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      '/en/me/dashboard?tab=1#next',
    );
    const legal = canvas.getByRole('navigation', { name: 'Informations légales' });
    await expect(within(legal).getByRole('link', { name: 'Mentions légales' })).toHaveAttribute(
      'href',
      `${siteUrl}/fr/mentions-legales`,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Se déconnecter' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const ExhibitorDesktopEnglish: Story = {
  ...inEnglish(desktop),
  args: { ...english, children: <ExhibitorPage data={manyStages} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('navigation', { name: 'Main menu' });
    await expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(menu).getByRole('link', { name: 'Rebooking' })).toHaveAttribute(
      'href',
      '/en/pro/rebooking',
    );
    await expect(canvas.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(
      within(canvas.getByRole('navigation', { name: 'Language' })).getByRole('link', {
        name: 'Français',
      }),
    ).toHaveAttribute('href', '/fr/me/dashboard?tab=1#next');
  },
};

/** Visitor, desktop: the four entries of the guest menu (spec §2), the current one marked. */
export const GuestDesktop: Story = {
  ...desktop,
  ...guestOn('fr', 'badges', 'Mes badges'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('navigation', { name: 'Menu principal' });
    await expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Mes informations', 'Ma société', 'Mes badges', 'Contacter l’équipe']);
    await expect(within(menu).getByRole('link', { name: 'Mes badges' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByText('Hugo Bernard')).toBeVisible();
    await expect(canvas.getByText('Concept Store Rivage')).toBeVisible();
  },
};

export const GuestDesktopEnglish: Story = {
  ...inEnglish(desktop),
  ...guestOn('en', 'badges', 'My badges'),
  play: async ({ canvasElement }) => {
    const menu = within(canvasElement).getByRole('navigation', { name: 'Main menu' });
    await expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['My details', 'My company', 'My badges', 'Contact the team']);
  },
};

/** Exhibitor, phone (375 px): the menu is a drawer behind the "Menu" button (spec §2). */
export const ExhibitorPhone: Story = {
  ...phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: 'Menu principal' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.getByRole('heading', { level: 1, name: 'Bonjour Claire' })).toBeVisible();
  },
};

export const ExhibitorPhoneEnglish: Story = {
  ...inEnglish(phone),
  args: english,
  play: playAll(showsButton('Menu'), showsTitle('Hello Claire')),
};

async function openDrawer(canvasElement: HTMLElement, menuName: string) {
  const button = within(canvasElement).getByRole('button', { name: 'Menu' });
  await userEvent.click(button);
  const drawer = await screen.findByRole('dialog', { name: 'Menu' });
  const menu = within(drawer).getByRole('navigation', { name: menuName });
  await waitFor(() => expect(menu).toBeVisible());
  return { button, drawer, menu };
}

async function closeWithEscape(button: HTMLElement) {
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(button).toHaveFocus());
}

/**
 * Exhibitor, phone, the drawer opened by the play function: the menu, the name and account, the
 * show website and logout; Escape closes it and focus returns to the button.
 */
export const ExhibitorPhoneMenuOpen: Story = {
  ...phone,
  play: async ({ canvasElement }) => {
    const { button, drawer, menu } = await openDrawer(canvasElement, 'Menu principal');
    await expect(within(menu).getAllByRole('link')).toHaveLength(9);
    await expect(within(menu).getByRole('link', { name: 'Tableau de bord' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(drawer).getByText('Claire Martin')).toBeVisible();
    await expect(within(drawer).getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
    await closeWithEscape(button);
  },
};

export const ExhibitorPhoneMenuOpenEnglish: Story = {
  ...inEnglish(phone),
  args: english,
  play: async ({ canvasElement }) => {
    const { button, drawer } = await openDrawer(canvasElement, 'Main menu');
    await expect(within(drawer).getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(within(drawer).getByRole('link', { name: 'My stand (Locked)' })).toBeVisible();
    await closeWithEscape(button);
  },
};

/** Visitor, phone, the drawer open: the guest menu. */
export const GuestPhoneMenuOpen: Story = {
  ...phone,
  ...guestOn('fr', 'informations', 'Mes informations'),
  play: async ({ canvasElement }) => {
    const { button, menu } = await openDrawer(canvasElement, 'Menu principal');
    await expect(within(menu).getAllByRole('link')).toHaveLength(4);
    await expect(within(menu).getByRole('link', { name: 'Mes informations' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await closeWithEscape(button);
  },
};

export const GuestPhoneMenuOpenEnglish: Story = {
  ...inEnglish(phone),
  ...guestOn('en', 'informations', 'My details'),
  play: async ({ canvasElement }) => {
    const { button, menu } = await openDrawer(canvasElement, 'Main menu');
    await expect(within(menu).getByRole('link', { name: 'Contact the team' })).toHaveAttribute(
      'href',
      '/en/guest/contact',
    );
    await closeWithEscape(button);
  },
};
