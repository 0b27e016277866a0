import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import {
  FieldChrome,
  fieldClassName,
  fieldStyles,
  splitFieldProps,
  type FieldTextProps,
} from '../private/Field';

export interface TextAreaProps
  extends Omit<AriaTextFieldProps, 'children' | 'className' | 'type'>, FieldTextProps {
  placeholder?: string;
  /** Visible lines before it scrolls; it can be resized vertically. */
  rows?: number;
  className?: string;
}

/**
 * A multi-line text field (contact message, quote change comment) on RAC's `TextField` with a
 * `TextArea`: same label, description, error and states as `TextField`.
 */
export function TextArea({ placeholder, rows = 5, ...props }: TextAreaProps) {
  const { rootProps, chrome } = splitFieldProps(props, fieldClassName('long'));
  return (
    <AriaTextField {...rootProps}>
      <FieldChrome {...chrome}>
        <div className={fieldStyles.control}>
          <AriaTextArea rows={rows} placeholder={placeholder} className={fieldStyles.textArea} />
        </div>
      </FieldChrome>
    </AriaTextField>
  );
}
