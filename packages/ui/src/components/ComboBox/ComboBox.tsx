import {
  Button as AriaButton,
  ComboBox as AriaComboBox,
  Input,
  ListBox,
  ListBoxItem,
  Popover,
  type ComboBoxProps as AriaComboBoxProps,
} from 'react-aria-components';
import { useThemeClassName, useUi } from '../../i18n/UiProvider';
import { cx } from '../../lib/cx';
import { ChevronDownIcon } from '../Icon/icons';
import {
  FieldChrome,
  fieldClassName,
  fieldStyles,
  splitFieldProps,
  type FieldTextProps,
  type FieldWidth,
} from '../private/Field';
import type { PickOption } from '../Select/Select';
import * as selectStyles from '../Select/Select.css';

export interface ComboBoxProps
  extends
    Omit<AriaComboBoxProps<PickOption>, 'children' | 'className' | 'items' | 'defaultItems'>,
    FieldTextProps {
  /** All the options; RAC filters them as the user types (unless `items` is controlled). */
  options: PickOption[];
  /** Controlled, already-filtered options (e.g. results of the company-existence search). */
  items?: PickOption[];
  /** Shown in the open list when nothing matches; defaults to 'No results for your search' (spec §8). */
  emptyMessage?: string;
  placeholder?: string;
  width?: FieldWidth;
  className?: string;
}

/**
 * A text input with a filtered list to pick from (long picklists such as countries, or the
 * company-existence check with 'No results for your search'), on RAC's `ComboBox`.
 */
export function ComboBox({
  options,
  items,
  emptyMessage,
  placeholder,
  width = 'long',
  ...props
}: ComboBoxProps) {
  const { messages } = useUi();
  const themeClassName = useThemeClassName();
  const { rootProps, chrome } = splitFieldProps(props, fieldClassName(width));
  return (
    <AriaComboBox
      {...rootProps}
      {...(items ? { items } : { defaultItems: options })}
      allowsEmptyCollection
    >
      <FieldChrome {...chrome}>
        <div className={fieldStyles.control}>
          <Input className={fieldStyles.input} placeholder={placeholder} />
          <AriaButton className={fieldStyles.controlButton}>
            <ChevronDownIcon />
          </AriaButton>
        </div>
      </FieldChrome>
      <Popover className={cx(themeClassName, selectStyles.popover)}>
        <ListBox
          className={selectStyles.listBox}
          renderEmptyState={() => (
            <div className={selectStyles.empty}>{emptyMessage ?? messages.noResults}</div>
          )}
        >
          {(option: PickOption) => (
            <ListBoxItem
              id={option.id}
              textValue={option.label}
              isDisabled={option.isDisabled}
              className={selectStyles.item}
            >
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
