import {
  Button as AriaButton,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  type Key,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import { useThemeClassName } from '../../i18n/UiProvider';
import { cx } from '../../lib/cx';
import { CheckIcon, ChevronDownIcon } from '../Icon/icons';
import {
  FieldDescription,
  FieldErrorMessage,
  FieldLabel,
  fieldStyles,
  type FieldTextProps,
  type FieldWidth,
} from '../private/Field';
import * as styles from './Select.css';

/** One entry of a picklist (spec §3: picklists have a text and a value). */
export interface PickOption {
  id: Key;
  label: string;
  isDisabled?: boolean;
}

export interface SelectProps
  extends
    Omit<AriaSelectProps<PickOption, 'single'>, 'children' | 'className' | 'items'>,
    FieldTextProps {
  options: PickOption[];
  width?: FieldWidth;
  className?: string;
}

/**
 * A single choice from a picklist (country, language, job function, contact subject), on RAC's
 * `Select`: a button that opens a list box, keyboard type-ahead, a hidden native select for forms.
 */
export function Select({
  label,
  description,
  errorMessage,
  options,
  width = 'medium',
  className,
  validationBehavior = 'aria',
  ...props
}: SelectProps) {
  const themeClassName = useThemeClassName();
  return (
    <AriaSelect
      {...props}
      validationBehavior={validationBehavior}
      className={cx(fieldStyles.field, fieldStyles.width[width], className)}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <FieldDescription>{description}</FieldDescription>
      <AriaButton className={styles.trigger}>
        <SelectValue className={styles.value} />
        <ChevronDownIcon />
      </AriaButton>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
      <Popover className={cx(themeClassName, styles.popover)}>
        <ListBox items={options} className={styles.listBox}>
          {(option) => (
            <ListBoxItem
              id={option.id}
              textValue={option.label}
              isDisabled={option.isDisabled}
              className={styles.item}
            >
              {({ isSelected }) => (
                <>
                  <span>{option.label}</span>
                  {isSelected ? <CheckIcon /> : null}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
