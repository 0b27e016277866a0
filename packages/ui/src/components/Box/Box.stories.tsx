import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from '../Card/Card';
import { Box } from './Box';

/**
 * Layout atoms (`sprinkles`, Braid's Box): padding, margin and gap from the 4 px scale (`xxsmall` 4
 * px to `xxxlarge` 64 px), display, flex and grid, each with a value per breakpoint — `small` (from
 * 0), `medium` (from 600 px), `large` (from 1024 px). `Box` renders them on any element;
 * `sprinkles({...})` returns the class names for your own elements.
 */
const meta = {
  title: 'Layout/Box (sprinkles)',
  component: Box,
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

const tiles = (
  <>
    <Card title="Factures">1 facture à régler.</Card>
    <Card title="Marketplace">Présentez vos collections.</Card>
    <Card title="Académie">Prochain webinaire le 12 février.</Card>
  </>
);

/** The columns of the grid the tiles sit in. */
const gridColumns = (canvasElement: HTMLElement) =>
  getComputedStyle(
    within(canvasElement).getAllByRole('region')[0]!.parentElement!,
  ).gridTemplateColumns.split(' ');

/** One column on small screens, three from large screens. */
export const ResponsiveGrid: Story = {
  render: () => (
    <Box display="grid" gridTemplateColumns={{ small: '1', large: '3' }} gap="large">
      {tiles}
    </Box>
  ),
  play: async ({ canvasElement }) => {
    // The default test viewport is 1200 px wide: three columns.
    await expect(gridColumns(canvasElement)).toHaveLength(3);
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  render: ResponsiveGrid.render,
  play: async ({ canvasElement }) => {
    await expect(gridColumns(canvasElement)).toHaveLength(1);
  },
};

export const Stack: Story = {
  render: () => (
    <Box
      as="section"
      aria-label="Pile"
      display="flex"
      flexDirection="column"
      gap="small"
      padding="large"
    >
      {tiles}
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Pile' });
    await expect(getComputedStyle(section).flexDirection).toBe('column');
    await expect(getComputedStyle(section).paddingTop).toBe('24px');
  },
};
