// A radio group over a closed list of the domain's values (spec §3: civility, contact role,
// product gender), each value shown by its message; the group takes a field's binding as it is
// (`{...radio('salutation')}`, docs/portal-kit.md "A form's feedback").
import { Radio, RadioGroup, type RadioGroupProps } from '@salon/ui';
import { useIntl, type MessageDescriptor } from 'react-intl';

export interface ChoiceGroupProps<Value extends string> extends Omit<RadioGroupProps, 'children'> {
  /** The values, in the order they show. */
  choices: readonly Value[];
  /** Each value's text. */
  labels: Readonly<Record<Value, MessageDescriptor>>;
}

export function ChoiceGroup<Value extends string>({
  choices,
  labels,
  ...group
}: ChoiceGroupProps<Value>) {
  const t = useIntl().formatMessage;
  return (
    <RadioGroup {...group}>
      {choices.map((choice) => {
        const label: MessageDescriptor = labels[choice];
        return (
          <Radio key={choice} value={choice}>
            {t(label)}
          </Radio>
        );
      })}
    </RadioGroup>
  );
}
