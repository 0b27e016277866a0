import type { ReactNode } from 'react';
import {
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps as AriaRadioProps,
} from 'react-aria-components';
import { cx } from '../../lib/cx';
import * as checkboxStyles from '../Checkbox/Checkbox.css';
import {
  FieldGroupChrome,
  fieldStyles,
  splitFieldProps,
  type FieldTextProps,
} from '../private/Field';

export interface RadioProps extends Omit<AriaRadioProps, 'children' | 'className'> {
  children: ReactNode;
  className?: string;
}

/** One option of a `RadioGroup`. */
export function Radio({ children, className, ...props }: RadioProps) {
  return (
    <AriaRadio {...props} className={cx(checkboxStyles.radio, className)}>
      <span className={checkboxStyles.circle} aria-hidden="true" />
      <span className={checkboxStyles.label}>{children}</span>
    </AriaRadio>
  );
}

export interface RadioGroupProps
  extends Omit<AriaRadioGroupProps, 'children' | 'className'>, FieldTextProps {
  /** The `Radio` elements. */
  children: ReactNode;
  className?: string;
}

/**
 * One choice among a few visible options (salutation Ms/Mrs/Mr, contact role, yes/no), on RAC's
 * `RadioGroup`: arrow keys move the choice, Tab leaves the group.
 */
export function RadioGroup({ children, orientation = 'vertical', ...props }: RadioGroupProps) {
  const { rootProps, chrome } = splitFieldProps(props, fieldStyles.group);
  return (
    <AriaRadioGroup {...rootProps} orientation={orientation}>
      {({ isInvalid }) => (
        <FieldGroupChrome {...chrome} isInvalid={isInvalid} orientation={orientation}>
          {children}
        </FieldGroupChrome>
      )}
    </AriaRadioGroup>
  );
}
