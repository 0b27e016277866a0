import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import * as styles from './Button.css';

export interface ButtonProps extends AriaButtonProps {
  /** Primary for the one main action of a screen; secondary for the others. */
  variant?: 'primary' | 'secondary';
}

/** A button on react-aria-components: press, keyboard and focus handled by RAC. */
export function Button({ variant = 'primary', className, ...props }: ButtonProps) {
  return (
    <AriaButton
      {...props}
      className={[styles.button[variant], typeof className === 'string' ? className : '']
        .filter(Boolean)
        .join(' ')}
    />
  );
}
