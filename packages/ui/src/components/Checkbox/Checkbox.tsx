import type { ReactNode } from 'react';
import {
  Checkbox as AriaCheckbox,
  CheckboxGroup as AriaCheckboxGroup,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
  type CheckboxProps as AriaCheckboxProps,
} from 'react-aria-components';
import { cx } from '../../lib/cx';
import { CheckIcon, MinusIcon } from '../Icon/icons';
import {
  FieldGroupChrome,
  fieldStyles,
  splitFieldProps,
  type FieldTextProps,
} from '../private/Field';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'children' | 'className'> {
  /** The label, next to the box: text, or text with links (see `TermsCheckbox`). */
  children: ReactNode;
  className?: string;
}

/** A checkbox on RAC's `Checkbox`, with a 24 px box and a visible focus ring. */
export function Checkbox({ children, className, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={cx(styles.checkbox, className)}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {isIndeterminate ? <MinusIcon /> : isSelected ? <CheckIcon /> : null}
          </span>
          <span className={styles.label}>{children}</span>
        </>
      )}
    </AriaCheckbox>
  );
}

export interface CheckboxGroupProps
  extends Omit<AriaCheckboxGroupProps, 'children' | 'className'>, FieldTextProps {
  /** The `Checkbox` elements, each with a `value`. */
  children: ReactNode;
  orientation?: 'vertical' | 'horizontal';
  className?: string;
}

/**
 * Several choices under one label (events of interest, quote change boxes), on RAC's
 * `CheckboxGroup`: the group has the label, description and error message.
 */
export function CheckboxGroup({
  children,
  orientation = 'vertical',
  ...props
}: CheckboxGroupProps) {
  const { rootProps, chrome } = splitFieldProps(props, fieldStyles.group);
  return (
    <AriaCheckboxGroup {...rootProps}>
      {({ isInvalid }) => (
        <FieldGroupChrome {...chrome} isInvalid={isInvalid} orientation={orientation}>
          {children}
        </FieldGroupChrome>
      )}
    </AriaCheckboxGroup>
  );
}
