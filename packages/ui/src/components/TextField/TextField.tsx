import type { ReactNode, Ref } from 'react';
import {
  Input,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import {
  Adornment,
  FieldChrome,
  fieldClassName,
  fieldStyles,
  splitFieldProps,
  type FieldTextProps,
  type FieldWidth,
} from '../private/Field';

export interface TextFieldProps
  extends Omit<AriaTextFieldProps, 'children' | 'className'>, FieldTextProps {
  placeholder?: string;
  /** Fit the width to the expected content (docs/design.md "Forms"). */
  width?: FieldWidth;
  /** Shown inside the field after the input, e.g. a unit. */
  suffix?: ReactNode;
  className?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A single-line text field on RAC's `TextField`: label above, description and error message tied
 * to the input with `aria-describedby`, required, read-only and disabled states. Validation shows
 * live (`validationBehavior: 'aria'`); server or schema errors come in with `isInvalid` and
 * `errorMessage`.
 */
export function TextField({
  placeholder,
  width = 'long',
  suffix,
  inputRef,
  ...props
}: TextFieldProps) {
  const { rootProps, chrome } = splitFieldProps(props, fieldClassName(width));
  return (
    <AriaTextField {...rootProps}>
      <FieldChrome {...chrome}>
        <div className={fieldStyles.control}>
          <Input ref={inputRef} placeholder={placeholder} className={fieldStyles.input} />
          <Adornment>{suffix}</Adornment>
        </div>
      </FieldChrome>
    </AriaTextField>
  );
}

export type EmailFieldProps = Omit<TextFieldProps, 'type'>;

/** An email address field: `type="email"`, the email keyboard and autocomplete. */
export function EmailField(props: EmailFieldProps) {
  return <TextField type="email" inputMode="email" autoComplete="email" width="long" {...props} />;
}

export type PhoneFieldProps = Omit<TextFieldProps, 'type'>;

/** A phone number field: `type="tel"`, the phone keypad and autocomplete. */
export function PhoneField(props: PhoneFieldProps) {
  return <TextField type="tel" inputMode="tel" autoComplete="tel" width="medium" {...props} />;
}
