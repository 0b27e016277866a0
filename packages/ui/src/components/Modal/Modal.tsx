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

type OverlayProps = Omit<ModalOverlayProps, 'children' | 'className'> & DialogShellProps;

/**
 * What `Modal` and `Drawer` share: RAC's `ModalOverlay` (dismissable by default) carrying the
 * theme, its `Modal` and the dialog; each gives its own classes.
 */
function Overlay({
  title,
  children,
  footer,
  role,
  hideCloseButton,
  isDismissable = true,
  overlayClassName,
  modalClassName,
  ...props
}: OverlayProps & { overlayClassName: string; modalClassName: string }) {
  const themeClassName = useThemeClassName();
  return (
    <ModalOverlay
      {...props}
      isDismissable={isDismissable}
      className={cx(themeClassName, overlayClassName)}
    >
      <AriaModal className={modalClassName}>
        <DialogShell title={title} footer={footer} role={role} hideCloseButton={hideCloseButton}>
          {children}
        </DialogShell>
      </AriaModal>
    </ModalOverlay>
  );
}

export interface ModalProps extends OverlayProps {
  size?: 'small' | 'medium' | 'large';
}

/**
 * A modal dialog on RAC's `ModalOverlay`, `Modal` and `Dialog`: focus moves in and is trapped,
 * Escape and the close button close it, focus returns to the element that opened it. Open it with
 * `DialogTrigger` around a button and the modal, or control it with `isOpen` and `onOpenChange`.
 */
export function Modal({ size = 'medium', ...props }: ModalProps) {
  return (
    <Overlay
      {...props}
      overlayClassName={styles.overlay}
      modalClassName={cx(styles.modal, styles.modalSize[size])}
    />
  );
}

export interface DrawerProps extends OverlayProps {
  /** The right-hand modal drawer (spec §2) by default; `left` for the small-screen menu. */
  placement?: 'right' | 'left';
}

/**
 * A modal drawer sliding from the side (spec §2: the authenticated layout's right-hand modal
 * drawer): same behaviour as `Modal`, full height.
 */
export function Drawer({ placement = 'right', ...props }: DrawerProps) {
  return (
    <Overlay
      {...props}
      overlayClassName={cx(styles.drawerOverlay, styles.drawerOverlayPlacement[placement])}
      modalClassName={cx(styles.drawer, styles.drawerPlacement[placement])}
    />
  );
}

export { DialogTrigger };
