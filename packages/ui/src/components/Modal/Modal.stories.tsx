import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Form, FormActions } from '../Form/Form';
import { PhoneField, TextField } from '../TextField/TextField';
import { ConfirmationDialog } from './ConfirmationDialog';
import { DialogTrigger, Drawer, Modal } from './Modal';

/**
 * Overlays on react-aria-components `ModalOverlay`, `Modal` and `Dialog`: `Modal` (centred),
 * `Drawer` (the right-hand modal drawer of spec §2, or `placement="left"` for the small-screen
 * menu) and `ConfirmationDialog` (an `alertdialog`).
 *
 * **Behaviour**: opening moves focus into the dialog and traps it; Escape, the close button
 * (labelled "Fermer"/"Close" by the library) or a click outside closes it; focus returns to the
 * button that opened it. Motion is a short fade or slide, none with `prefers-reduced-motion`.
 *
 * **Organisers**: open with `<DialogTrigger><Button>…</Button><Modal
 * title=…>…</Modal></DialogTrigger>`, or control with `isOpen` and `onOpenChange`. Overlays render
 * on `document.body` and carry the theme of the nearest `UiProvider`.
 */
const meta = {
  title: 'Overlays/Modal and drawer',
  component: Modal,
  args: { title: 'Modifier mes informations', children: null },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Presses the button `name` and returns the dialog it opens (named `dialog` when given). */
async function openWith(canvasElement: HTMLElement, name: string, dialog?: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
  return screen.findByRole('dialog', dialog === undefined ? {} : { name: dialog });
}

/** Escape closes what the button `name` opened and the focus returns to that button. */
const escapeCloses =
  (name: string): Story['play'] =>
  async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name });
    await userEvent.click(trigger);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  };

function EditContact() {
  return (
    <DialogTrigger>
      <Button variant="secondary">Modifier mes informations</Button>
      <Modal
        title="Modifier mes informations"
        footer={(close) => (
          <>
            <Button onPress={close}>Enregistrer</Button>
            <Button variant="secondary" onPress={close}>
              Annuler
            </Button>
          </>
        )}
      >
        <Form>
          <TextField label="Fonction" defaultValue="Directrice commerciale" />
          <PhoneField label="Téléphone mobile" defaultValue="+33 6 12 34 56 78" />
        </Form>
      </Modal>
    </DialogTrigger>
  );
}

export const Closed: Story = { render: () => <EditContact /> };

/** Opened by a play function: focus moves into the dialog. */
export const Open: Story = {
  render: () => <EditContact />,
  play: async ({ canvasElement }) => {
    const name = 'Modifier mes informations';
    const dialog = await openWith(canvasElement, name, name);
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await expect(within(dialog).getByRole('textbox', { name: 'Fonction' })).toHaveValue(
      'Directrice commerciale',
    );
  },
};

/** Escape closes the dialog and focus returns to the button that opened it. */
export const EscapeCloses: Story = {
  render: () => <EditContact />,
  play: escapeCloses('Modifier mes informations'),
};

/** Tab stays inside the open dialog (focus trap). */
export const FocusTrapped: Story = {
  render: () => <EditContact />,
  play: async ({ canvasElement }) => {
    const dialog = await openWith(canvasElement, 'Modifier mes informations');
    for (let i = 0; i < 8; i += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

function OpportunityDrawer() {
  return (
    <DialogTrigger>
      <Button variant="secondary">Voir le détail du stand</Button>
      <Drawer title="Stand B12 — Salon Printemps 2026">
        <p>Surface : 24 m², 2 angles.</p>
        <p>Statut : devis à valider.</p>
      </Drawer>
    </DialogTrigger>
  );
}

/** The right-hand modal drawer of spec §2, opened by a play function. */
export const DrawerOpen: Story = {
  render: () => <OpportunityDrawer />,
  play: async ({ canvasElement }) => {
    const drawer = await openWith(
      canvasElement,
      'Voir le détail du stand',
      'Stand B12 — Salon Printemps 2026',
    );
    await waitFor(() => expect(drawer).toBeVisible());
    // Right-hand: once the slide-in is over, the panel touches the right edge of the window.
    await waitFor(() =>
      expect(Math.round(drawer.getBoundingClientRect().right)).toBe(
        document.documentElement.clientWidth,
      ),
    );
  },
};

/** Escape closes the drawer and restores focus (spec §2: the right-hand modal drawer; WCAG 2.2 2.1.2). */
export const DrawerEscapeCloses: Story = {
  render: () => <OpportunityDrawer />,
  play: escapeCloses('Voir le détail du stand'),
};

function AdjustmentConfirmation({ onConfirm }: { onConfirm: () => void }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Envoyer ma demande de modification</Button>
      <ConfirmationDialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        title="Envoyer votre demande de modification ?"
        confirmLabel="Envoyer la demande"
        onConfirm={() => {
          onConfirm();
          setOpen(false);
        }}
      >
        Votre conseiller commercial modifiera le devis ; vous pourrez le valider ensuite.
      </ConfirmationDialog>
    </>
  );
}

const confirmed = fn();

/** The adjustment confirmation of spec §2: an alertdialog; Confirm acts, Escape cancels. */
export const ConfirmationOpen: Story = {
  render: () => <AdjustmentConfirmation onConfirm={confirmed} />,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', {
      name: 'Envoyer ma demande de modification',
    });
    await userEvent.click(trigger);
    let dialog = await screen.findByRole('alertdialog', {
      name: 'Envoyer votre demande de modification ?',
    });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeVisible(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(confirmed).not.toHaveBeenCalled();
    await userEvent.click(trigger);
    dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
    await expect(confirmed).toHaveBeenCalledTimes(1);
  },
};

/** English and the Matter and Shape theme: the close button's label follows the locale. */
export const OpenEnglishMatterAndShape: Story = {
  globals: { locale: 'en', theme: 'matterAndShape' },
  // Open from the start: on the docs page it renders in its own frame, not over the page.
  parameters: { docs: { story: { inline: false, iframeHeight: 420 } } },
  render: () => (
    <Modal title="Brand details" isOpen>
      <FormActions>
        <Button>Save</Button>
      </FormActions>
    </Modal>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Brand details' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible(),
    );
  },
};
