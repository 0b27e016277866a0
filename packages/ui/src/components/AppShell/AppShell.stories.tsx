import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { GlobalAlerts } from '../Alert/Alert';
import { LinkButton } from '../Button/Button';
import { Card, CardGrid } from '../Card/Card';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import { AppShell } from './AppShell';
import { PageHeader } from './PageHeader';
import { exhibitorMenuEn, exhibitorMenuFr, footerLinksEn, footerLinksFr, user } from './fixtures';
import { LanguageSwitch } from './LanguageSwitch';

function Dashboard() {
  return (
    <>
      <PageHeader
        eyebrow="Salon Printemps 2026"
        title="Bonjour Jeanne"
        description="Votre prochaine étape : valider votre devis avant le 15 mars 2026."
      />
      <CardGrid>
        <Card
          isEmphasised
          eyebrow="Réinscription"
          title="Valider votre devis"
          status={<StatusBadge status="quoteToValidate" />}
          action={<LinkButton href="#rebooking">Voir mon devis</LinkButton>}
        >
          Stand B12, 24 m², 2 angles.
        </Card>
        <Card title="Mon stand" lockedMessage="Disponible après le paiement du 1er acompte." />
      </CardGrid>
    </>
  );
}

const meta = {
  title: 'Layout/AppShell',
  component: AppShell,
  args: {
    homeHref: '#dashboard',
    user,
    websiteLink: { href: 'https://salon.example', label: 'Site du salon' },
    onLogout: fn(),
    menu: exhibitorMenuFr,
    footerLinks: footerLinksFr,
    languageSwitch: <LanguageSwitch hrefs={{ fr: '#/fr/me/dashboard', en: '#/en/me/dashboard' }} />,
    children: <Dashboard />,
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      // Full layouts: each story in its own frame on the docs page.
      story: { inline: false, iframeHeight: 720 },
      description: {
        component: `The authenticated layout of spec §2: a top bar with the theme's logo, the link to the show website (new window), the language switch, the user's first and last name and account name, and logout; the side menu (exhibitor or guest menu), permanent from 600 px wide and a drawer with a "Menu" button below; content up to 1200 px; the footer with the four legal links; a skip link to the content.

**Designers**: the current page is marked with the accent and \`aria-current="page"\`; locked entries show a lock and say "Verrouillé". On small screens the name, website link and logout move into the drawer.

**Organisers**: pass \`href\`s; to route on the client, wrap the app in react-aria-components' \`RouterProvider\`. The layout follows its own width (\`layout\` forces it). The logo and the footer's slot come from the theme.`,
      },
    },
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

const frame = (width: number) => (Story: () => React.JSX.Element) => (
  <div style={{ width, maxWidth: 'none' }}>
    <Story />
  </div>
);

/** Large screens (1280 px): permanent side menu, everything in the top bar. */
export const LargeScreen: Story = {
  decorators: [frame(1280)],
  globals: { viewport: { value: 'large', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Menu principal' });
    await expect(nav).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'Tableau de bord' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Mon stand (Verrouillé)' })).toBeVisible();
    await expect(canvas.getByText('Jeanne Martin')).toBeVisible();
    await expect(canvas.getByText('Atelier Lumière')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Site du salon/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Se déconnecter' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    const legal = canvas.getByRole('navigation', { name: 'Informations légales' });
    await expect(within(legal).getAllByRole('link')).toHaveLength(4);
  },
};

/** Medium screens (768 px): the side menu is already permanent (spec §2). */
export const MediumScreen: Story = {
  decorators: [frame(768)],
  globals: { viewport: { value: 'medium', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('navigation', { name: 'Menu principal' }),
    ).toBeVisible();
  },
};

/** Small screens (375 px): the menu is a drawer behind a "Menu" button. */
export const SmallScreen: Story = {
  decorators: [frame(375)],
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The compact layout shows once the shell has read its width (its ResizeObserver's first report).
    const button = await canvas.findByRole('button', { name: 'Menu' });
    await expect(canvas.queryByRole('navigation', { name: 'Menu principal' })).toBeNull();
    await expect(canvas.queryByText('Jeanne Martin')).toBeNull();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Small screens, menu opened (play function): a drawer; Escape closes it and focus returns. */
export const SmallScreenMenuOpen: Story = {
  decorators: [frame(375)],
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Menu' });
    await userEvent.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const nav = within(drawer).getByRole('navigation', { name: 'Menu principal' });
    await waitFor(() => expect(nav).toBeVisible());
    await expect(within(drawer).getByText('Jeanne Martin')).toBeVisible();
    await expect(within(drawer).getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

const navigate = fn();

/**
 * Following a link in the drawer closes it. Client routing goes through react-aria-components'
 * `RouterProvider`, as in the portal.
 */
export const SmallScreenNavigate: Story = {
  decorators: [
    frame(375),
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    // The compact layout shows once the shell has read its width (its ResizeObserver's first report).
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(drawer).getByRole('link', { name: 'Factures' }));
    await expect(navigate).toHaveBeenCalledWith('#invoices', undefined);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** The skip link is the first tab stop and leads to the content. */
export const SkipLink: Story = {
  decorators: [frame(1280)],
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const skip = within(canvasElement).getByRole('link', { name: 'Aller au contenu' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#salon-main');
  },
};

export const WithGlobalAlert: Story = {
  decorators: [frame(1280)],
  args: {
    alerts: (
      <GlobalAlerts alerts={[{ id: '1', kind: 'accessDenied', message: 'Accès non autorisé.' }]} />
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Accès non autorisé.');
  },
};

export const EnglishLarge: Story = {
  decorators: [frame(1280)],
  globals: { locale: 'en' },
  args: {
    menu: exhibitorMenuEn,
    footerLinks: footerLinksEn,
    websiteLink: { href: 'https://salon.example', label: 'Show website' },
    children: (
      <PageHeader
        title="Hello Jeanne"
        description="Next step: validate your quote before 15 March 2026."
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'English' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

export const EnglishSmall: Story = {
  decorators: [frame(375)],
  globals: { locale: 'en', viewport: { value: 'small', isRotated: false } },
  args: {
    menu: exhibitorMenuEn,
    footerLinks: footerLinksEn,
    children: <PageHeader title="Invoices" />,
  },
};

export const MatterAndShapeTheme: Story = {
  decorators: [frame(1280)],
  globals: { theme: 'matterAndShape', locale: 'en' },
  args: {
    menu: exhibitorMenuEn,
    footerLinks: footerLinksEn,
    children: <PageHeader title="Dashboard" />,
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getAllByRole('img', { name: 'Matter and Shape' }).length,
    ).toBeGreaterThan(0);
  },
};
