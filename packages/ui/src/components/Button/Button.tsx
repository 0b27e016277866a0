import { useEffect, useRef, type ReactNode } from 'react';
import { clearAnnouncer } from 'react-aria/private/live-announcer/LiveAnnouncer';
import {
  Button as AriaButton,
  Link as AriaLink,
  type ButtonProps as AriaButtonProps,
  type LinkProps as AriaLinkProps,
} from 'react-aria-components';
import { cx } from '../../lib/cx';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './Button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'tertiary' | 'critical';

interface ButtonStyleProps {
  /**
   * `primary` for the one main action of a screen, `secondary` for the others, `tertiary` for quiet ones, `critical` for destructive ones.
   * @default primary
   */
  variant?: ButtonVariant;
  /** @default standard */
  size?: 'standard' | 'small';
  /** Stretch to the width of the container (small screens). */
  isFullWidth?: boolean;
  /** An icon before the label, decorative. */
  icon?: ReactNode;
}

export interface ButtonProps
  extends Omit<AriaButtonProps, 'children' | 'className'>, ButtonStyleProps {
  children: ReactNode;
  className?: string;
}

/**
 * A button's or a button-like link's props, its style props (variant, size, full width) turned into
 * its class names.
 */
function withButtonClassName<
  Props extends Omit<ButtonStyleProps, 'icon'> & { className?: string },
>({ variant = 'primary', size = 'standard', isFullWidth, className, ...props }: Props) {
  return {
    ...props,
    className: cx(
      styles.variant[variant],
      styles.size[size],
      isFullWidth && styles.fullWidth,
      className,
    ),
  };
}

/** How long react-aria keeps an announcement in its live region (its `LIVEREGION_TIMEOUT_DELAY`). */
const ANNOUNCEMENT_LIFE_MS = 7000;
const FIRST_ANNOUNCEMENT_DELAY_MS = 150;

/**
 * RAC announces a focused button going pending (and back) with a live-region node labelled by the
 * button's id (`role="img"`, `aria-labelledby`). When the button leaves the page before the
 * announcement expires (a submit that leads to a loading or redirecting state), that node points
 * at an id no longer in the page, which axe reports (aria-valid-attr-value, serious). A button
 * that changed its pending state recently clears the assertive announcements as it goes: the busy
 * state has been read by then, and the next screen announces its own state.
 */
function useClearPendingAnnouncementOnUnmount(isPending: boolean | undefined) {
  const changedAt = useRef<number | null>(null);
  const previous = useRef(isPending);
  useEffect(() => {
    if (previous.current !== isPending) changedAt.current = Date.now();
    previous.current = isPending;
  }, [isPending]);
  useEffect(
    () => () => {
      const at = changedAt.current;
      if (at === null || Date.now() - at >= ANNOUNCEMENT_LIFE_MS) return;
      clearAnnouncer('assertive');
      // The page's first announcement is added 100 ms late (react-aria waits for its regions).
      setTimeout(() => clearAnnouncer('assertive'), FIRST_ANNOUNCEMENT_DELAY_MS);
    },
    [],
  );
}

/**
 * A button on react-aria-components: press, keyboard and focus handled by RAC. While `isPending`
 * it keeps its label, shows a spinner, stays focusable and announces the busy state (RAC), an
 * announcement that does not outlive the button.
 */
export function Button({ icon, children, ...props }: ButtonProps) {
  useClearPendingAnnouncementOnUnmount(props.isPending);
  return (
    <AriaButton {...withButtonClassName(props)}>
      {({ isPending }) => (
        <>
          {isPending ? <Spinner /> : icon}
          {children}
        </>
      )}
    </AriaButton>
  );
}

export interface LinkButtonProps
  extends Omit<AriaLinkProps, 'children' | 'className'>, ButtonStyleProps {
  children: ReactNode;
  className?: string;
}

/** A link that looks like a button: for navigation ("Pay my installment" to the payment page). */
export function LinkButton({ icon, children, ...props }: LinkButtonProps) {
  return (
    <AriaLink {...withButtonClassName(props)}>
      {icon}
      {children}
    </AriaLink>
  );
}
