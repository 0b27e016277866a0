import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Group,
  Input,
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
} from 'react-aria-components';
import { cx } from '../../lib/cx';
import { MinusIcon, PlusIcon } from '../Icon/icons';
import {
  FieldDescription,
  FieldErrorMessage,
  FieldLabel,
  fieldStyles,
  type FieldTextProps,
  type FieldWidth,
} from '../private/Field';

export interface NumberFieldProps
  extends Omit<AriaNumberFieldProps, 'children' | 'className'>, FieldTextProps {
  /** A unit shown after the number, e.g. `m²` for a desired surface area (spec §5). */
  unit?: ReactNode;
  /** Show the − and + buttons (they are also reachable with the arrow keys). */
  hasSteppers?: boolean;
  width?: FieldWidth;
  className?: string;
}

/**
 * A number field on RAC's `NumberField`: parsing and formatting in the locale, `minValue` and
 * `maxValue` (e.g. the desired surface, at least a minimum and at most 99 m², spec §5 and §9),
 * arrow keys and optional steppers whose labels come from react-aria in the current language.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  unit,
  hasSteppers = true,
  width = 'short',
  className,
  validationBehavior = 'aria',
  ...props
}: NumberFieldProps) {
  return (
    <AriaNumberField
      {...props}
      validationBehavior={validationBehavior}
      className={cx(fieldStyles.field, fieldStyles.width[width], className)}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <FieldDescription>{description}</FieldDescription>
      <Group className={fieldStyles.control}>
        <Input className={fieldStyles.input} />
        {unit ? (
          <span className={fieldStyles.adornment} aria-hidden="true">
            {unit}
          </span>
        ) : null}
        {hasSteppers ? (
          <>
            <AriaButton slot="decrement" className={fieldStyles.controlButton}>
              <MinusIcon />
            </AriaButton>
            <AriaButton slot="increment" className={fieldStyles.controlButton}>
              <PlusIcon />
            </AriaButton>
          </>
        ) : null}
      </Group>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </AriaNumberField>
  );
}
