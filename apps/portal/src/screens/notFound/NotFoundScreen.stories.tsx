import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Revenir à l’accueil' })).toHaveAttribute(
      'href',
      '/fr/home',
    );
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  parameters: { route: '/en/some-unknown-page' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/en/home',
    );
  },
};
