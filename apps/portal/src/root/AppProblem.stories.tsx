import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { showsButton, showsText } from '../kit/testing/plays';
import { withPortal } from '../kit/testing/withPortal';
import { RouteErrorView } from './RouteError';
import { UnavailableView } from './UnavailableScreen';

/**
 * The pages that replace the portal when it cannot go on (spec §7): the server out of reach at
 * start-up (the session machine's `unavailable`), a screen whose code did not load (120 s
 * timeout, or a broken load). They show no machine state of a screen.
 */
const meta = {
  title: 'Portal/App/Problems',
  decorators: [withPortal],
  parameters: { layout: 'fullscreen', route: '/fr/pro/login', machine: null },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const retry = fn();
const reload = fn();

export const ServerUnavailableFrench: Story = {
  globals: { locale: 'fr' },
  render: () => <UnavailableView onRetry={retry} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: 'Le portail est momentanément indisponible',
      }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(retry).toHaveBeenCalled();
  },
};

export const ServerUnavailableEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { route: '/en/pro/login' },
  render: () => <UnavailableView onRetry={() => undefined} />,
  play: showsButton('Try again'),
};

export const ChunkTimedOutFrench: Story = {
  globals: { locale: 'fr' },
  render: () => <RouteErrorView reason="timedOut" onReload={reload} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Cette page n’a pas pu se charger' }),
    ).toBeVisible();
    await expect(canvas.getByText(/plus de deux minutes/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Recharger la page' }));
    await expect(reload).toHaveBeenCalled();
  },
};

export const ChunkTimedOutEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { route: '/en/pro/login' },
  render: () => <RouteErrorView reason="timedOut" onReload={() => undefined} />,
  play: showsText(/more than two minutes/),
};

export const ChunkFailedFrench: Story = {
  globals: { locale: 'fr' },
  render: () => <RouteErrorView reason="failed" onReload={() => undefined} />,
  play: showsText(/nouvelle version du portail/),
};

export const ChunkFailedEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { route: '/en/pro/login' },
  render: () => <RouteErrorView reason="failed" onReload={() => undefined} />,
  play: showsButton('Reload the page'),
};
