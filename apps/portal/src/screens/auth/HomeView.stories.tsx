import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { linksTo, playAll, showsText, showsTitle } from '../../kit/testing/plays';
import { withPortal } from '../../kit/testing/withPortal';
import { HomeView } from './HomeView';

const meta = {
  title: 'Portal/Screens/Home',
  component: HomeView,
  decorators: [withPortal],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HomeView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §1, §2: choose visitor or exhibitor, each with its login and its registration. */
export const French: Story = {
  args: { lang: 'fr', signedInAs: null },
  globals: { locale: 'fr' },
  parameters: { route: '/fr/home' },
  play: playAll(
    showsTitle('Votre espace salon'),
    linksTo('Connexion exposant', '/fr/pro/login'),
    linksTo('Connexion visiteur', '/fr/guest/login'),
    linksTo('Vous avez déjà exposé ? Créer mon compte', '/fr/pro/register'),
    linksTo(/Première participation/, '/fr/pro/first-registration'),
    linksTo('Créer mon compte visiteur', '/fr/guest/register'),
  ),
};

export const English: Story = {
  args: { lang: 'en', signedInAs: null },
  globals: { locale: 'en' },
  parameters: { route: '/en/home' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'I am an exhibitor' }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'I am a visitor' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Exhibitor login' })).toHaveAttribute(
      'href',
      '/en/pro/login',
    );
  },
};

/** A signed-in user is offered their own area. */
export const SignedIn: Story = {
  args: { lang: 'fr', signedInAs: 'exposant' },
  globals: { locale: 'fr' },
  parameters: { route: '/fr/home' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Accéder à mon espace' })).toHaveAttribute(
      'href',
      '/fr/me/dashboard',
    );
    await expect(canvas.queryByRole('link', { name: 'Connexion exposant' })).toBeNull();
  },
};

export const SignedInEnglish: Story = {
  args: { lang: 'en', signedInAs: 'visiteur' },
  globals: { locale: 'en' },
  parameters: { route: '/en/home' },
  play: showsText('You are logged in to your visitor area.'),
};
