import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { TextLink } from '../Link/Link';
import { Alert, GlobalAlerts, type GlobalAlertItem } from './Alert';

/**
 * Message banners: `Alert` with a tone (`critical`, `warning`, `info`, `positive` for success
 * notices), and `GlobalAlerts`, the region at the top of the layout for the global alerts of spec
 * §2 and §7 (session expired, unauthorised action, access denied, too many requests, generic
 * error).
 *
 * **Designers**: the tone, an icon and the words carry the meaning together, never colour alone.
 * Say what happened and what to do next. Errors and warnings are announced at once
 * (`role="alert"`), successes and information politely (`role="status"`).
 *
 * **Organisers**: messages come from your catalogue (spec §8: 'Unauthorised action', 'You have
 * exceeded the server request limit'...). Keep `GlobalAlerts` always rendered, even empty, so
 * screen readers announce what is added to it.
 */
const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  args: {
    tone: 'info',
    children: 'Les paiements en ligne sont indisponibles du 28 décembre 2024 au 1er janvier 2025.',
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};

/** A success notice (spec §8 successes). */
export const Success: Story = {
  args: {
    tone: 'positive',
    title: 'Message envoyé',
    children: 'Notre équipe vous répond sous 72 heures.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Message envoyé');
  },
};

export const Warning: Story = {
  args: {
    tone: 'warning',
    title: 'Devis à valider',
    children: 'Validez votre devis avant le 15 mars 2026 pour conserver votre stand.',
  },
};

/** The generic banner of spec §8: 'There are errors in your input'. */
export const ErrorsInInput: Story = {
  args: { tone: 'critical', children: 'Votre saisie comporte des erreurs.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Votre saisie comporte des erreurs.',
    );
  },
};

export const Dismissable: Story = {
  args: { tone: 'positive', children: 'Nouveau mot de passe enregistré.', onDismiss: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Fermer' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

const globalFr: Record<GlobalAlertItem['kind'], GlobalAlertItem> = {
  sessionExpired: {
    id: '1',
    kind: 'sessionExpired',
    title: 'Session expirée',
    message: 'Une erreur est survenue, veuillez vous reconnecter.',
    actions: <TextLink href="#login">Me reconnecter</TextLink>,
  },
  unauthorisedAction: { id: '2', kind: 'unauthorisedAction', message: 'Action non autorisée.' },
  accessDenied: { id: '3', kind: 'accessDenied', message: 'Accès non autorisé.' },
  tooManyRequests: {
    id: '4',
    kind: 'tooManyRequests',
    message: 'Vous avez dépassé la limite de requêtes du serveur. Réessayez dans quelques minutes.',
  },
  generic: { id: '5', kind: 'generic', message: 'Une erreur est survenue. Réessayez plus tard.' },
};

export const GlobalSessionExpired: Story = {
  render: () => <GlobalAlerts alerts={[globalFr.sessionExpired]} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Session expirée');
  },
};
export const GlobalUnauthorisedAction: Story = {
  render: () => <GlobalAlerts alerts={[globalFr.unauthorisedAction]} />,
};
export const GlobalAccessDenied: Story = {
  render: () => <GlobalAlerts alerts={[globalFr.accessDenied]} />,
};
export const GlobalTooManyRequests: Story = {
  render: () => <GlobalAlerts alerts={[globalFr.tooManyRequests]} />,
};
export const GlobalGenericError: Story = {
  render: () => <GlobalAlerts alerts={[globalFr.generic]} />,
};

function LiveRegion() {
  const [alerts, setAlerts] = useState<GlobalAlertItem[]>([]);
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <GlobalAlerts
        alerts={alerts}
        onDismiss={(id) => setAlerts((all) => all.filter((a) => a.id !== id))}
      />
      <Button variant="secondary" onPress={() => setAlerts([globalFr.tooManyRequests])}>
        Simuler une réponse 429
      </Button>
    </div>
  );
}

/** An alert added to the live region is announced; its close button removes it. */
export const GlobalAddedAndDismissed: Story = {
  render: () => <LiveRegion />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Simuler une réponse 429' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('limite de requêtes');
    await userEvent.click(canvas.getByRole('button', { name: 'Fermer' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const GlobalEnglish: Story = {
  globals: { locale: 'en' },
  render: () => (
    <GlobalAlerts
      onDismiss={fn()}
      alerts={[
        { id: 'a', kind: 'unauthorisedAction', message: 'Unauthorised action' },
        { id: 'b', kind: 'tooManyRequests', message: 'You have exceeded the server request limit' },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button', { name: 'Close' })).toHaveLength(2);
  },
};
