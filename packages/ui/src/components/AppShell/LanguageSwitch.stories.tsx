import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LanguageSwitch } from './LanguageSwitch';

const navigate = fn();

/**
 * The Fr/En switch of spec §2: two links to the current page in each language (the app computes the
 * `hrefs`, the route rewritten with the other prefix). The current language has `aria-current`;
 * each link is named in its own language ("Français", "English") with `lang`, and shows "Fr" /
 * "En".
 */
const meta = {
  title: 'Layout/LanguageSwitch',
  component: LanguageSwitch,
  args: { hrefs: { fr: '/fr/me/invoices', en: '/en/me/invoices' } },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const French: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Langue' });
    await expect(within(nav).getByRole('link', { name: 'Français' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await userEvent.click(within(nav).getByRole('link', { name: 'English' }));
    await expect(navigate).toHaveBeenCalledWith('/en/me/invoices', undefined);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Language' });
    await expect(within(nav).getByRole('link', { name: 'English' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(within(nav).getByRole('link', { name: 'Français' })).toHaveAttribute('lang', 'fr');
  },
};

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'Français' })).toHaveFocus();
  },
};
