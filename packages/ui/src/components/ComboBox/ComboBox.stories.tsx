import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, within } from 'storybook/test';
import { ComboBox } from './ComboBox';

const countries = [
  { id: 'FR', label: 'France' },
  { id: 'BE', label: 'Belgique' },
  { id: 'CH', label: 'Suisse' },
  { id: 'IT', label: 'Italie' },
  { id: 'ES', label: 'Espagne' },
  { id: 'DE', label: 'Allemagne' },
  { id: 'GB', label: 'Royaume-Uni' },
  { id: 'JP', label: 'Japon' },
];

/**
 * A text input with a list to pick from, on react-aria-components `ComboBox`: it filters `options`
 * as the user types, or shows controlled `items` (the company-existence check of spec §2, whose
 * results come from a search). When nothing matches, the open list says 'No results for your
 * search' (spec §8; library-owned text, override with `emptyMessage`).
 *
 * **Designers**: use it for long picklists (countries) and searches. The list opens on typing or
 * with the arrow keys; Escape closes it and keeps the text.
 */
const meta = {
  title: 'Forms/ComboBox',
  component: ComboBox,
  args: { label: 'Pays', options: countries },
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Filled: Story = { args: { defaultSelectedKey: 'FR' } };

/** Typing filters the list (open state by a play function). */
export const Filtering: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Pays' });
    await userEvent.type(input, 'it');
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'Italie' })).toBeVisible();
    await expect(within(listbox).queryByRole('option', { name: 'France' })).toBeNull();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(input).toHaveValue('Italie');
  },
};

/** Nothing matches: 'No results for your search' (spec §8). */
export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Pays' });
    await userEvent.type(input, 'Atlantide');
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getByText('Aucun résultat pour votre recherche')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('listbox')).toBeNull();
  },
};

const companies = [
  { id: '001A', label: 'Atelier Lumière — Paris 11e' },
  { id: '001B', label: 'Atelier Lumière Studio — Lyon' },
  { id: '001C', label: 'Lumière & Fils — Marseille' },
];

/** The company-existence check: results of a search the app makes, picked from a list (spec §2). */
function CompanySearch({ emptyMessage }: { emptyMessage?: string }) {
  const [text, setText] = useState('');
  const items =
    text.length < 2
      ? []
      : companies.filter((company) => company.label.toLowerCase().includes(text.toLowerCase()));
  return (
    <ComboBox
      label="Votre société"
      description="Tapez au moins deux lettres du nom de votre société pour la retrouver."
      options={companies}
      items={items}
      inputValue={text}
      onInputChange={setText}
      emptyMessage={emptyMessage}
      menuTrigger="input"
    />
  );
}

export const CompanyExistence: Story = {
  render: () => <CompanySearch />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Votre société' });
    await userEvent.type(input, 'lumi');
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(3);
    await userEvent.type(input, 'èrex');
    await expect(await screen.findByText('Aucun résultat pour votre recherche')).toBeVisible();
  },
};

export const InvalidWithMessage: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Ce champ est obligatoire' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Pays' });
    await expect(input).toHaveAccessibleDescription('Ce champ est obligatoire');
  },
};

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('combobox', { name: 'Pays' })).toHaveFocus();
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultSelectedKey: 'FR' } };

/** Read-only: the value shows, the list does not open. */
export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultSelectedKey: 'FR' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Pays' });
    await expect(input).toHaveValue('France');
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('France');
    await expect(screen.queryByRole('listbox')).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Country', options: [{ id: 'FR', label: 'France' }] },
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Country' }), 'zz');
    await expect(await screen.findByText('No results for your search')).toBeVisible();
  },
};
