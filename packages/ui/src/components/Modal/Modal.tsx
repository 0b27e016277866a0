import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Dialog,
  DialogTrigger,
  Heading,
  Modal as AriaModal,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components';
import { useThemeClassName, useUi } from '../../i18n/UiProvider';
import { cx } from '../../lib/cx';
import { CloseIcon } from '../Icon/icons';
import * as styles from './Modal.css';

type DialogContent = ReactNode | ((close: () => void) => ReactNode);

interface DialogShellProps {
  /** The dialog's heading, its accessible name. */
  title: ReactNode;
  /** The content; a function receives `close`. */
  children: DialogContent;
  /** Actions at the bottom (a function receives `close`). */
  footer?: DialogContent;
  /** `alertdialog` for a confirmation that interrupts. */
  role?: 'dialog' | 'alertdialog';
  /** Hide the close button (a confirmation closes through its own buttons). */
  hideCloseButton?: boolean;
}

function DialogShell({ title, children, footer, role, hideCloseButton }: DialogShellProps) {
  const { messages } = useUi();
  return (
    <Dialog role={role} className={styles.dialog}>
      {({ close }) => (
        <>
          <div className={styles.header}>
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
            {hideCloseButton ? null : (
              <AriaButton slot="close" className={styles.closeButton} aria-label={messages.close}>
                <CloseIcon />
              </AriaButton>
            )}
          </div>
          <div className={styles.body}>
            {typeof children === 'function' ? children(close) : children}
          </div>
          {footer ? (
            <div className={styles.footer}>
              {typeof footer === 'function' ? footer(close) : footer}
            </div>
          ) : null}
        </>
      )}
    </Dialog>
  );
}

export interface ModalProps
  extends Omit<ModalOverlayProps, 'children' | 'className'>, DialogShellProps {
  size?: 'small' | 'medium' | 'large';
}

/**
 * A modal dialog on RAC's `ModalOverlay`, `Modal` and `Dialog`: focus moves in and is trapped,
 * Escape and the close button close it, focus returns to the element that opened it. Open it with
 * `DialogTrigger` around a button and the modal, or control it with `isOpen` and `onOpenChange`.
 */
export function Modal({
  title,
  children,
  footer,
  role,
  hideCloseButton,
  size = 'medium',
  isDismissable = true,
  ...props
}: ModalProps) {
  const themeClassName = useThemeClassName();
  return (
    <ModalOverlay
      {...props}
      isDismissable={isDismissable}
      className={cx(themeClassName, styles.overlay)}
    >
      <AriaModal className={cx(styles.modal, styles.modalSize[size])}>
        <DialogShell title={title} footer={footer} role={role} hideCloseButton={hideCloseButton}>
          {children}
        </DialogShell>
      </AriaModal>
    </ModalOverlay>
  );
}

export interface DrawerProps
  extends Omit<ModalOverlayProps, 'children' | 'className'>, DialogShellProps {
  /** The right-hand modal drawer (spec §2) by default; `left` for the small-screen menu. */
  placement?: 'right' | 'left';
}

/**
 * A modal drawer sliding from the side (spec §2: the authenticated layout's right-hand modal
 * drawer): same behaviour as `Modal`, full height.
 */
export function Drawer({
  title,
  children,
  footer,
  role,
  hideCloseButton,
  placement = 'right',
  isDismissable = true,
  ...props
}: DrawerProps) {
  const themeClassName = useThemeClassName();
  return (
    <ModalOverlay
      {...props}
      isDismissable={isDismissable}
      className={cx(themeClassName, styles.drawerOverlay, styles.drawerOverlayPlacement[placement])}
    >
      <AriaModal className={cx(styles.drawer, styles.drawerPlacement[placement])}>
        <DialogShell title={title} footer={footer} role={role} hideCloseButton={hideCloseButton}>
          {children}
        </DialogShell>
      </AriaModal>
    </ModalOverlay>
  );
}

export { DialogTrigger };
