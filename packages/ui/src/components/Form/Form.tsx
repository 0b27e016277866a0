import type { ReactNode } from 'react';
import { Form as AriaForm, type FormProps as AriaFormProps } from 'react-aria-components';
import { cx } from '../../lib/cx';
import * as styles from './Form.css';

export interface FormProps extends Omit<AriaFormProps, 'className'> {
  className?: string;
}

/**
 * A form on RAC's `Form`, with `validationBehavior: 'aria'`: errors show live and never block the
 * submit, so the app validates (the domain schemas) and shows an `ErrorSummary`. Server errors per
 * field can be given with `validationErrors` (field name to message), as RAC does.
 */
export function Form({ className, validationBehavior = 'aria', ...props }: FormProps) {
  return (
    <AriaForm
      {...props}
      validationBehavior={validationBehavior}
      className={cx(styles.form, className)}
    />
  );
}

/**
 * The row of buttons at the end of a form, primary action first, on the left (docs/design.md
 * "Forms").
 */
export function FormActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}
