import type { ReactNode } from 'react';
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
  /** `primary` for the one main action of a screen, `secondary` for the others, `tertiary` for quiet ones, `critical` for destructive ones. */
  variant?: ButtonVariant;
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
 * A button on react-aria-components: press, keyboard and focus handled by RAC. While `isPending`
 * it keeps its label, shows a spinner, stays focusable and announces the busy state (RAC).
 */
export function Button({
  variant = 'primary',
  size = 'standard',
  isFullWidth,
  icon,
  className,
  children,
  ...props
}: ButtonProps) {
  return (
    <AriaButton
      {...props}
      className={cx(
        styles.variant[variant],
        styles.size[size],
        isFullWidth && styles.fullWidth,
        className,
      )}
    >
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
export function LinkButton({
  variant = 'primary',
  size = 'standard',
  isFullWidth,
  icon,
  className,
  children,
  ...props
}: LinkButtonProps) {
  return (
    <AriaLink
      {...props}
      className={cx(
        styles.variant[variant],
        styles.size[size],
        isFullWidth && styles.fullWidth,
        className,
      )}
    >
      {icon}
      {children}
    </AriaLink>
  );
}
