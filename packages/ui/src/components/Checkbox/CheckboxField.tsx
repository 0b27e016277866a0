import { useId, type ReactNode } from 'react';
import type { ValidationResult } from 'react-aria-components';
import { useUi } from '../../i18n/UiProvider';
import { cx } from '../../lib/cx';
import { AlertIcon } from '../Icon/icons';
import { fieldStyles, type FieldTextProps } from '../private/Field';
import { Checkbox, type CheckboxProps } from './Checkbox';

export interface CheckboxFieldProps
  extends Omit<CheckboxProps, 'children'>, Omit<FieldTextProps, 'label'> {
  children: ReactNode;
}

/**
 * A single checkbox with its own description and error message (RAC's `Checkbox` takes no
 * description slot): the message is tied to the input with `aria-describedby`.
 */
export function CheckboxField({
  children,
  description,
  errorMessage,
  className,
  validationBehavior = 'aria',
  ...props
}: CheckboxFieldProps) {
  const { messages } = useUi();
  const descriptionId = useId();
  const errorId = useId();
  const showError = props.isInvalid === true;
  const describedBy = [description ? descriptionId : null, showError ? errorId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={cx(fieldStyles.field, className)}>
      <Checkbox
        {...props}
        validationBehavior={validationBehavior}
        aria-describedby={describedBy || undefined}
      >
        {children}
        {props.isRequired ? (
          <span aria-hidden="true" className={fieldStyles.requiredMark}>
            ({messages.required})
          </span>
        ) : null}
      </Checkbox>
      {description ? (
        <div id={descriptionId} className={fieldStyles.description}>
          {description}
        </div>
      ) : null}
      {showError ? (
        <div id={errorId} className={fieldStyles.error}>
          <AlertIcon className={fieldStyles.errorIcon} />
          <span>
            {typeof errorMessage === 'function'
              ? errorMessage({
                  isInvalid: true,
                  validationErrors: [],
                  validationDetails: {} as ValidationResult['validationDetails'],
                })
              : errorMessage}
          </span>
        </div>
      ) : null}
    </div>
  );
}
