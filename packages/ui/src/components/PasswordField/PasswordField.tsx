import { useState, type ReactNode } from 'react';
import {
  Button as AriaButton,
  Input,
  Text,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { visuallyHidden } from '../../css/utils.css';
import { useUi } from '../../i18n/UiProvider';
import { cx } from '../../lib/cx';
import { CheckIcon, CircleIcon, EyeIcon, EyeOffIcon } from '../Icon/icons';
import { FieldErrorMessage, FieldLabel, fieldStyles, type FieldTextProps } from '../private/Field';
import * as styles from './PasswordField.css';

/** One line of the password checklist: its text and the test it runs on the typed value. */
export interface PasswordRule {
  id: string;
  label: string;
  isMet: (value: string) => boolean;
}

export interface PasswordFieldProps
  extends Omit<AriaTextFieldProps, 'children' | 'className' | 'type'>, FieldTextProps {
  /**
   * The rules shown as a live checklist under the field (spec §5: 8 characters, a lowercase, an
   * uppercase, a digit and a special character). The portal passes them from the domain rules.
   */
  rules?: PasswordRule[];
  /** `new-password` for a new password (registration, reset), `current-password` for login. */
  autoComplete?: 'new-password' | 'current-password';
  className?: string;
}

/**
 * A password field with a show/hide toggle and, for new passwords, a checklist of the rules that
 * updates as the user types. The checklist is part of the field's description.
 */
export function PasswordField({
  label,
  description,
  errorMessage,
  rules,
  autoComplete = 'current-password',
  className,
  validationBehavior = 'aria',
  ...props
}: PasswordFieldProps) {
  const { messages } = useUi();
  const [isVisible, setVisible] = useState(false);
  const [innerValue, setInnerValue] = useState(props.defaultValue ?? '');
  const value = props.value ?? innerValue;
  return (
    <AriaTextField
      {...props}
      onChange={(next) => {
        setInnerValue(next);
        props.onChange?.(next);
      }}
      type={isVisible ? 'text' : 'password'}
      autoComplete={autoComplete}
      validationBehavior={validationBehavior}
      className={cx(fieldStyles.field, fieldStyles.width.medium, className)}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      {description || rules?.length ? (
        <FieldDescriptionBlock>
          {description ? <div>{description}</div> : null}
          {rules?.length ? (
            <>
              <div>{messages.passwordRulesTitle}</div>
              <ul className={styles.rules}>
                {rules.map((rule) => {
                  const met = rule.isMet(value);
                  return (
                    <li key={rule.id} className={styles.rule} data-met={met || undefined}>
                      {met ? (
                        <CheckIcon className={styles.ruleIcon} />
                      ) : (
                        <CircleIcon className={styles.ruleIcon} />
                      )}
                      <span>
                        {rule.label}
                        <span className={visuallyHidden}>
                          {' '}
                          ({met ? messages.ruleMet : messages.ruleNotMet})
                        </span>
                      </span>
                    </li>
                  );
                })}
              </ul>
            </>
          ) : null}
        </FieldDescriptionBlock>
      ) : null}
      <div className={fieldStyles.control}>
        <Input className={fieldStyles.input} spellCheck={false} autoCapitalize="off" />
        <AriaButton
          className={fieldStyles.controlButton}
          aria-pressed={isVisible}
          aria-label={messages.showPassword}
          isDisabled={props.isDisabled}
          onPress={() => setVisible((visible) => !visible)}
        >
          {isVisible ? <EyeOffIcon /> : <EyeIcon />}
        </AriaButton>
      </div>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </AriaTextField>
  );
}

function FieldDescriptionBlock({ children }: { children: ReactNode }) {
  return (
    <Text slot="description" elementType="div" className={fieldStyles.description}>
      {children}
    </Text>
  );
}
