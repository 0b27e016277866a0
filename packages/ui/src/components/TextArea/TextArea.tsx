import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { cx } from '../../lib/cx';
import {
  FieldDescription,
  FieldErrorMessage,
  FieldLabel,
  fieldStyles,
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
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 5,
  className,
  validationBehavior = 'aria',
  ...props
}: TextAreaProps) {
  return (
    <AriaTextField
      {...props}
      validationBehavior={validationBehavior}
      className={cx(fieldStyles.field, fieldStyles.width.long, className)}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <FieldDescription>{description}</FieldDescription>
      <div className={fieldStyles.control}>
        <AriaTextArea rows={rows} placeholder={placeholder} className={fieldStyles.textArea} />
      </div>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </AriaTextField>
  );
}
