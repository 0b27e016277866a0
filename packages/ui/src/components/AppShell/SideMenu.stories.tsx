import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { exhibitorMenuEn, exhibitorMenuFr } from './fixtures';
import { SideMenu } from './SideMenu';

/**
 * The exhibitor or visitor menu of spec §2, inside the signed-in layout. The current page carries
 * `aria-current="page"`; booth and badges show a lock, said aloud, until the 1st installment is
 * paid (spec §4, §6).
 */
const meta = {
  title: 'Layout/SideMenu',
  component: SideMenu,
  args: { items: exhibitorMenuFr, onNavigate: fn() },
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The current page is marked for assistive technology, not by colour alone. */
export const ExhibitorMenu: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Menu principal' });
    await expect(within(nav).getByRole('link', { name: 'Tableau de bord' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Mon stand (Verrouillé)' })).toBeVisible();
  },
};

/** English labels; the lock is said aloud in English too. */
export const ExhibitorMenuEnglish: Story = {
  args: { items: exhibitorMenuEn },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main menu' });
    await expect(within(nav).getByRole('link', { name: 'Invoices' })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'My stand (Locked)' })).toBeVisible();
  },
};
