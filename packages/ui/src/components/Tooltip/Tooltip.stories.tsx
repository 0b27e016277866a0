import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { InfoTip, Tooltip } from './Tooltip';

/**
 * A short description of a control, on react-aria-components `TooltipTrigger` and `Tooltip`: it
 * shows on hover and keyboard focus and hides on Escape. `InfoTip` is a small "i" button (labelled
 * "Plus d'informations"/"More information" by the library) for a hint next to a label or a figure.
 *
 * **Designers**: a tooltip never holds the only copy of information the user needs to act; touch
 * users do not see it.
 */
const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  args: {
    content: 'Remise de 5 % sur le total HT pour les exposants qui réservent à nouveau.',
    children: <Button variant="secondary">Remise fidélité</Button>,
  },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/** Keyboard focus opens it (play function); Escape closes it. */
export const OpenOnFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button')).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Remise de 5 %');
    await expect(within(canvasElement).getByRole('button')).toHaveAccessibleDescription(
      expect.stringContaining('Remise de 5 %'),
    );
  },
};

export const EscapeCloses: Story = {
  play: async () => {
    await userEvent.tab();
    await screen.findByRole('tooltip');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

export const Info: Story = {
  render: () => (
    <p>
      Taux de remise : 5 %{' '}
      <InfoTip content="Remise de réservation anticipée, valable jusqu’au 15 mars." />
    </p>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Plus d’informations' }),
    ).toBeVisible();
  },
};

export const InfoEnglish: Story = {
  globals: { locale: 'en' },
  render: () => (
    <p>
      Discount rate: 5% <InfoTip content="Early-booking discount, until 15 March." />
    </p>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole('button', { name: 'More information' }),
    ).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Early-booking discount');
  },
};
