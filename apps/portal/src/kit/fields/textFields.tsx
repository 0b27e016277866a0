// The text fields of a field group, each described once (spec §3 fields): its label and hint as
// messages, and what else the ui's field takes (required, autocomplete, width, keyboard). A group
// renders `text(field)` where the field shows; a field the form does not bind shows nothing.
import type { EmailField, PhoneField } from '@salon/ui';
import { TextField, type TextFieldProps } from '@salon/ui';
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { FieldInput } from '../formFields';

type Shown = 'label' | 'description' | 'value' | 'onChange';

export interface TextFieldSpec extends Omit<TextFieldProps, Shown> {
  label: MessageDescriptor;
  hint?: MessageDescriptor;
  /** The ui's field: a text field, unless an email or a phone number. */
  as?: typeof EmailField | typeof PhoneField;
}

/** The group's `text(field, props)`: the bound field as its spec says, `props` over it. */
export function useTextFields<Field extends string>(
  specs: Record<Field, TextFieldSpec>,
  fields: { [K in Field]?: FieldInput<string> },
) {
  const t = useIntl().formatMessage;
  return (field: Field, props: Omit<TextFieldProps, Shown> = {}): ReactNode => {
    const binding = fields[field];
    if (!binding) return null;
    const { label, hint, as: Input = TextField, ...spec } = specs[field];
    const description = hint ? t(hint) : undefined;
    return <Input {...binding} {...spec} label={t(label)} description={description} {...props} />;
  };
}
