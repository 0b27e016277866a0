import type { ReactNode } from 'react';
import type { ModalOverlayProps } from 'react-aria-components';
import { useUi } from '../../i18n/UiProvider';
import { Button } from '../Button/Button';
import { Modal } from './Modal';

export interface ConfirmationDialogProps extends Omit<
  ModalOverlayProps,
  'children' | 'className' | 'isDismissable'
> {
  title: ReactNode;
  /** What will happen, in a sentence or two. */
  children: ReactNode;
  /** The confirm button's label: the action's name ("Cancel the transfer"); defaults to "Confirmer". */
  confirmLabel?: string;
  /** Defaults to "Annuler" / "Cancel". */
  cancelLabel?: string;
  /** `critical` for a destructive or irreversible action. */
  tone?: 'primary' | 'critical';
  onConfirm: () => void;
  /** While the action runs: the confirm button shows a spinner. */
  isPending?: boolean;
}

/**
 * A confirmation (spec §2: the quote adjustment confirmation) as an `alertdialog`: focus starts on
 * the dialog, Escape or Cancel closes it without acting, Confirm calls `onConfirm`. The app closes
 * it (`isOpen`) when the action is done.
 */
export function ConfirmationDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  tone = 'primary',
  onConfirm,
  isPending,
  ...props
}: ConfirmationDialogProps) {
  const { messages } = useUi();
  return (
    <Modal
      {...props}
      size="small"
      role="alertdialog"
      hideCloseButton
      isDismissable={false}
      title={title}
      footer={(close) => (
        <>
          <Button variant={tone} onPress={onConfirm} isPending={isPending}>
            {confirmLabel ?? messages.confirm}
          </Button>
          <Button variant="secondary" onPress={close} isDisabled={isPending}>
            {cancelLabel ?? messages.cancel}
          </Button>
        </>
      )}
    >
      {children}
    </Modal>
  );
}
