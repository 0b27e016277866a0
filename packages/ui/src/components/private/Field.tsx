import type { ReactNode } from 'react';
import { FieldError, Label, Text, type ValidationResult } from 'react-aria-components';
import { useUi } from '../../i18n/UiProvider';
import { cx } from '../../lib/cx';
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

/** The props every field's root takes besides its own: the RAC state that the chrome reads. */
interface FieldRootProps extends FieldTextProps {
  isRequired?: boolean;
  className?: string;
  validationBehavior?: 'aria' | 'native';
}

/**
 * Splits a field's props into what its RAC root takes (validation shown live with
 * `validationBehavior: 'aria'` by default, the root's class) and what its chrome shows (label,
 * description, error message). One wiring for every field of the library.
 */
export function splitFieldProps<P extends FieldRootProps>(
  { label, description, errorMessage, className, validationBehavior = 'aria', ...rest }: P,
  rootClassName: string,
) {
  return {
    rootProps: { ...rest, validationBehavior, className: cx(rootClassName, className) },
    chrome: { label, description, errorMessage, isRequired: rest.isRequired },
  };
}

/** The class of a single field's root: the field's layout and its width. */
export function fieldClassName(width: FieldWidth): string {
  return cx(styles.field, styles.width[width]);
}

export interface FieldChromeProps extends FieldTextProps {
  isRequired?: boolean;
}

/** Around a field's control: the label and description above it, the error message below. */
export function FieldChrome({
  label,
  description,
  errorMessage,
  isRequired,
  children,
}: FieldChromeProps & { children: ReactNode }) {
  return (
    <>
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <FieldDescription>{description}</FieldDescription>
      {children}
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </>
  );
}

/**
 * The body of a group of choices (checkboxes, radios): label, description and error message above
 * the items, with the invalid marker on the whole group.
 */
export function FieldGroupChrome({
  isInvalid,
  orientation,
  children,
  ...chrome
}: FieldChromeProps & {
  isInvalid: boolean;
  orientation: 'vertical' | 'horizontal';
  children: ReactNode;
}) {
  return (
    <div className={cx(styles.group, isInvalid && styles.groupInvalid)}>
      <FieldLabel isRequired={chrome.isRequired}>{chrome.label}</FieldLabel>
      <FieldDescription>{chrome.description}</FieldDescription>
      <FieldErrorMessage>{chrome.errorMessage}</FieldErrorMessage>
      <div className={styles.groupItems[orientation]}>{children}</div>
    </div>
  );
}

/** A unit or suffix shown inside the field after the input; decorative, the label says it. */
export function Adornment({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <span className={styles.adornment} aria-hidden="true">
      {children}
    </span>
  );
}

export { styles as fieldStyles };
