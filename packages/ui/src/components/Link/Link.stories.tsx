import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextLink } from './Link';

/**
 * A text link: the app routes it through its own RouterProvider. An external link (the show
 * website, the marketplace of spec §2) opens a new window and says so to screen readers in the page
 * language.
 */
const meta = {
  title: 'Navigation/TextLink',
  component: TextLink,
  args: { href: '#conditions', children: 'Conditions de participation' },
} satisfies Meta<typeof TextLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An internal link: a tab stop of its own, with no new-window notice. */
export const Internal: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Conditions de participation' });
    await expect(link).not.toHaveAttribute('target');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

/** External, in French: a new window, without the opener, and the notice in its name. */
export const External: Story = {
  args: { href: 'https://www.salon.test', isExternal: true, children: 'Site du salon' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'Site du salon (nouvelle fenêtre)',
    });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** External, in English: the notice comes from the app's English catalog. */
export const ExternalEnglish: Story = {
  args: { href: 'https://www.salon.test', isExternal: true, children: 'Show website' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Show website (opens in a new window)' }),
    ).toBeVisible();
  },
};
