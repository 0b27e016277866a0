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
  FieldChrome,
  fieldClassName,
  splitFieldProps,
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
export function Select({ options, width = 'medium', ...props }: SelectProps) {
  const themeClassName = useThemeClassName();
  const { rootProps, chrome } = splitFieldProps(props, fieldClassName(width));
  return (
    <AriaSelect {...rootProps}>
      <FieldChrome {...chrome}>
        <AriaButton className={styles.trigger}>
          <SelectValue className={styles.value} />
          <ChevronDownIcon />
        </AriaButton>
      </FieldChrome>
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
