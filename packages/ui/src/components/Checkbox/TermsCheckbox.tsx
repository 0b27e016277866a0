import type { ReactNode } from 'react';
import { CheckboxField } from './CheckboxField';
import type { FieldTextProps } from '../private/Field';
import type { CheckboxProps } from './Checkbox';

export interface TermsCheckboxProps
  extends Omit<CheckboxProps, 'children'>, Omit<FieldTextProps, 'label'> {
  /**
   * The acceptance sentence with its links, e.g. `I accept the <Link>terms of participation</Link>
   * and the <Link>personal-data policy</Link>` (spec §5: required at registration, first
   * registration and rebooking).
   */
  children: ReactNode;
}

/**
 * The terms-acceptance checkbox: required, with links inside its label (the links stay separate
 * tab stops), an error message when it is not ticked on submit.
 */
export function TermsCheckbox({ isRequired = true, ...props }: TermsCheckboxProps) {
  return <CheckboxField {...props} isRequired={isRequired} />;
}
