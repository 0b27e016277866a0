import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageHeader } from '@salon/ui';
import { expect, within } from 'storybook/test';
import { desktop, inEnglish, phone } from '../kit/testing/viewports';
import { withPortal } from '../kit/testing/withPortal';
import { PublicFrame } from './PublicFrame';

const siteUrl = 'https://www.salon.test';

/** A page as the login and registration pages are: a heading and some text. */
function SamplePublicPage({ title, body }: { title: string; body: string }) {
  return (
    <>
      <PageHeader title={title} />
      <p>{body}</p>
    </>
  );
}

const meta = {
  title: 'Portal/Layouts/Public',
  component: PublicFrame,
  decorators: [withPortal],
  args: {
    lang: 'fr',
    siteUrl,
    children: (
      <SamplePublicPage
        title="Espace exposants"
        body="Connectez-vous pour suivre vos inscriptions."
      />
    ),
  },
  parameters: {
    layout: 'fullscreen',
    route: '/fr/pro/login',
    docs: {
      description: {
        component:
          "The public layout of spec §2 around the guest-only pages (login, registration) and the pages open to everyone when signed out: the logo leading home, the Fr/En switch (which keeps the query and hash), the page in the layout's `<main>` with a skip link to it, and the four legal links of the footer on the show website, in the same tab.",
      },
    },
  },
} satisfies Meta<typeof PublicFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const englishPage = {
  lang: 'en',
  children: <SamplePublicPage title="Exhibitor area" body="Log in to follow your registrations." />,
} as const;

export const PublicDesktop: Story = {
  ...desktop,
  parameters: { route: '/fr/pro/login?redirect=%2Ffr%2Fme%2Fcompany#form' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Aller au contenu' })).toHaveAttribute(
      'href',
      '#salon-main',
    );
    await expect(canvas.getByRole('main')).toContainElement(
      canvas.getByRole('heading', { level: 1, name: 'Espace exposants' }),
    );
    const languages = canvas.getByRole('navigation', { name: 'Langue' });
    await expect(within(languages).getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      '/en/pro/login?redirect=%2Ffr%2Fme%2Fcompany#form',
    );
    const legal = canvas.getByRole('navigation', { name: 'Informations légales' });
    await expect(
      within(legal)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Conditions de participation',
      'Mentions légales',
      'Politique de données personnelles',
      'Règlement général des manifestations',
    ]);
    // Spec §2: the legal pages open in the same tab.
    for (const link of within(legal).getAllByRole('link')) {
      await expect(link).not.toHaveAttribute('target');
    }
  },
};

export const PublicDesktopEnglish: Story = {
  ...inEnglish(desktop),
  args: englishPage,
  parameters: { route: '/en/pro/login' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const legal = canvas.getByRole('navigation', { name: 'Legal information' });
    await expect(
      within(legal).getByRole('link', { name: 'Trade-event general rules' }),
    ).toHaveAttribute('href', `${siteUrl}/en/trade-event-general-rules`);
    await expect(
      within(canvas.getByRole('navigation', { name: 'Language' })).getByRole('link', {
        name: 'Français',
      }),
    ).toHaveAttribute('href', '/fr/pro/login');
  },
};

export const PublicPhone: Story = {
  ...phone,
  parameters: { route: '/fr/pro/login' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Espace exposants' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Langue' })).toBeVisible();
  },
};

export const PublicPhoneEnglish: Story = {
  ...inEnglish(phone),
  args: englishPage,
  parameters: { route: '/en/pro/login' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('navigation', { name: 'Legal information' }),
    ).toBeVisible();
  },
};
