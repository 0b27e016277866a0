import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { PageHeader } from './PageHeader';

/**
 * The page’s one `h1`, with an optional line above it, a description and the page’s main action
 * (top right on wide screens).
 */
const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  args: {
    title: 'Mes factures',
    description: 'Vos échéances à régler et l’historique de vos factures payées.',
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleAndDescription: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Mes factures' }),
    ).toBeVisible();
  },
};

/** With the event above the title and the page's main action. */
export const WithEyebrowAndActionEnglish: Story = {
  args: {
    eyebrow: 'Spring show 2027',
    title: 'My stand',
    description: 'Your booth, its progress and the exhibitor guides.',
    actions: <Button variant="secondary">Contact the team</Button>,
  },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'My stand' })).toBeVisible();
    await expect(canvas.getByText('Spring show 2027')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Contact the team' })).toBeVisible();
  },
};
