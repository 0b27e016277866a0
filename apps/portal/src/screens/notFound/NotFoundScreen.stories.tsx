import type { Meta, StoryObj } from '@storybook/react-vite';
import { linksTo, playAll, showsTitle } from '../../kit/testing/plays';
import { withPortal } from '../../kit/testing/withPortal';
import { NotFoundScreen } from './NotFoundScreen';

const meta = {
  title: 'Portal/Screens/Not found',
  component: NotFoundScreen,
  decorators: [withPortal],
  parameters: { layout: 'fullscreen', route: '/fr/une-page-inconnue' },
} satisfies Meta<typeof NotFoundScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §2: the catch-all page with a link back home. */
export const French: Story = {
  globals: { locale: 'fr' },
  play: playAll(showsTitle('Page introuvable'), linksTo('Revenir à l’accueil', '/fr/home')),
};

export const English: Story = {
  globals: { locale: 'en' },
  parameters: { route: '/en/some-unknown-page' },
  play: playAll(showsTitle('Page not found'), linksTo('Back to the home page', '/en/home')),
};
