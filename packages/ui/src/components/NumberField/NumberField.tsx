import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Group,
  Input,
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
} from 'react-aria-components';
import { MinusIcon, PlusIcon } from '../Icon/icons';
import {
  Adornment,
  FieldChrome,
  fieldClassName,
  fieldStyles,
  splitFieldProps,
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
  unit,
  hasSteppers = true,
  width = 'short',
  ...props
}: NumberFieldProps) {
  const { rootProps, chrome } = splitFieldProps(props, fieldClassName(width));
  return (
    <AriaNumberField {...rootProps}>
      <FieldChrome {...chrome}>
        <Group className={fieldStyles.control}>
          <Input className={fieldStyles.input} />
          <Adornment>{unit}</Adornment>
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
      </FieldChrome>
    </AriaNumberField>
  );
}
