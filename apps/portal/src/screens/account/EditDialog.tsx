// A button that opens a modal form (spec §2 'Modal forms'): the ui's Modal (focus moves in and is
// trapped, Escape closes, focus returns to the button). The form receives `close`. `EditableCard`:
// a card of the page with that button as its action.
import { Button, Card, DialogTrigger, Modal } from '@salon/ui';
import type { ReactNode } from 'react';

export function EditDialog({
  label,
  title,
  isOpen,
  onOpenChange,
  children,
}: {
  /** The button's label ("Modifier mes coordonnées"). */
  label: string;
  /** The dialog's heading, its accessible name. */
  title: string;
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  children: (close: () => void) => ReactNode;
}) {
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      <Button variant="secondary">{label}</Button>
      <Modal title={title}>{children}</Modal>
    </DialogTrigger>
  );
}

/** A card of the page whose action is its modal form (the button `label`, the dialog `title`). */
export function EditableCard({
  title,
  headingLevel,
  label,
  dialogTitle,
  form,
  children,
}: {
  title: string;
  headingLevel: 2 | 3;
  label: string;
  dialogTitle: string;
  form: (close: () => void) => ReactNode;
  children: ReactNode;
}) {
  return (
    <Card
      title={title}
      headingLevel={headingLevel}
      action={
        <EditDialog label={label} title={dialogTitle}>
          {form}
        </EditDialog>
      }
    >
      {children}
    </Card>
  );
}
