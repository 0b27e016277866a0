import type { Meta, StoryObj } from '@storybook/react-vite';
import { showsStatus } from '../kit/testing/plays';
import { withPortal } from '../kit/testing/withPortal';
import { SigningOut } from './SigningOut';

/**
 * Between the logout call and the login page (spec §4 Session: logout clears the user's data, a
 * failed logout too): the public frame with a full-page wait, so no guarded page flashes.
 */
const meta = {
  title: 'Portal/Layouts/Signing out',
  component: SigningOut,
  decorators: [withPortal],
  args: { lang: 'fr', siteUrl: 'https://www.salon.test' },
  parameters: { layout: 'fullscreen', route: '/fr/me/dashboard' },
} satisfies Meta<typeof SigningOut>;

export default meta;
type Story = StoryObj<typeof meta>;

export const French: Story = {
  play: showsStatus('Déconnexion en cours…'),
};

export const English: Story = {
  args: { lang: 'en' },
  globals: { locale: 'en' },
  parameters: { route: '/en/me/dashboard' },
  play: showsStatus('Logging out…'),
};
