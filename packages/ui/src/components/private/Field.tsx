import type { ReactNode } from 'react';
import { FieldError, Label, Text, type ValidationResult } from 'react-aria-components';
import { useUi } from '../../i18n/UiProvider';
import { AlertIcon } from '../Icon/icons';
import * as styles from './Field.css';

/** What every field adds to the RAC props it wraps (React Spectrum's starter TextField). */
export interface FieldTextProps {
  /** The visible label, above the field (docs/design.md "Forms"). */
  label: ReactNode;
  /** Help under the label: format, example, what it is used for. Tied with `aria-describedby`. */
  description?: ReactNode;
  /**
   * The message under the field when it is invalid, saying how to fix it: a text, or a function of
   * RAC's validation result. Shown when `isInvalid` is set or when `validate` fails. Tied to the
   * input with `aria-describedby`.
   */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
}

export type FieldWidth = keyof typeof styles.width;

export function FieldLabel({
  children,
  isRequired,
  elementType,
}: {
  children: ReactNode;
  isRequired?: boolean;
  elementType?: string;
}) {
  const { messages } = useUi();
  return (
    <Label className={styles.label} elementType={elementType}>
      {children}
      {isRequired ? (
        // Assistive technology hears "required" from aria-required; sighted users read the word.
        <span aria-hidden="true" className={styles.requiredMark}>
          ({messages.required})
        </span>
      ) : null}
    </Label>
  );
}

export function FieldDescription({ children }: { children?: ReactNode }) {
  if (children == null || children === false) return null;
  return (
    <Text slot="description" className={styles.description} elementType="div">
      {children}
    </Text>
  );
}

export function FieldErrorMessage({ children }: { children?: FieldTextProps['errorMessage'] }) {
  return (
    <FieldError className={styles.error}>
      {(validation) => (
        <>
          <AlertIcon className={styles.errorIcon} />
          <span>
            {typeof children === 'function'
              ? children(validation)
              : (children ?? validation.validationErrors.join(' '))}
          </span>
        </>
      )}
    </FieldError>
  );
}

export { styles as fieldStyles };
