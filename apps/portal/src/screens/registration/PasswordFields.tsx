// The password, its confirmation and the terms (spec §5 password rules and terms acceptance).
import type { Language } from '@salon/domain';
import { PasswordField, TermsCheckbox, TextLink } from '@salon/ui';
import { type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { fieldId, type FormMessages } from '../../kit/formFeedback';
import { usePasswordRules } from '../../kit/usePasswordRules';
import { FormSection } from './FormParts';
import { termsLinks } from './legalLinks';
import { passwordMessages } from './messages';

/** New password and its confirmation (spec §5: the rule, the confirmation must match). */
export function PasswordFields({
  password,
  confirmation,
  edit,
  messages,
}: {
  password: string;
  confirmation: string;
  edit: (patch: { password?: string; password_confirmation?: string }) => void;
  messages: FormMessages;
}) {
  const t = useIntl().formatMessage;
  const rules = usePasswordRules();
  return (
    <>
      <PasswordField
        {...messages.field('password')}
        label={t(passwordMessages.password)}
        isRequired
        autoComplete="new-password"
        rules={rules}
        value={password}
        onChange={(value) => edit({ password: value })}
      />
      <PasswordField
        {...messages.field('password_confirmation')}
        label={t(passwordMessages.confirmation)}
        isRequired
        autoComplete="new-password"
        value={confirmation}
        onChange={(value) => edit({ password_confirmation: value })}
      />
    </>
  );
}

/**
 * The acceptance of the terms of participation and the personal-data policy (spec §5), with
 * links to both; they open in a new window so that nothing typed is lost.
 */
export function TermsField({
  id,
  lang,
  siteUrl,
  isSelected,
  onChange,
  errorMessage,
}: {
  id: string;
  lang: Language;
  /** The show's website, where the documents are. */
  siteUrl: string;
  isSelected: boolean;
  onChange: (accepted: boolean) => void;
  errorMessage?: string;
}) {
  const t = useIntl().formatMessage;
  const links = termsLinks(lang, siteUrl);
  return (
    <TermsCheckbox
      id={id}
      isSelected={isSelected}
      onChange={onChange}
      isInvalid={errorMessage !== undefined}
      errorMessage={errorMessage}
    >
      {t(passwordMessages.terms, {
        terms: (chunks: ReactNode[]) => (
          <TextLink href={links.terms} isExternal>
            {chunks}
          </TextLink>
        ),
        privacy: (chunks: ReactNode[]) => (
          <TextLink href={links.privacy} isExternal>
            {chunks}
          </TextLink>
        ),
      })}
    </TermsCheckbox>
  );
}

/** What a registration form holds of the password step (spec §5). */
interface PasswordAndTerms {
  password: string;
  password_confirmation: string;
  terms: boolean;
}

/**
 * The password section and the terms section of a registration form, under the form's own
 * section titles: the exhibitor's password step and the temporary registration share them.
 */
export function PasswordAndTermsSections({
  form,
  lang,
  siteUrl,
  values,
  edit,
  feedback,
  titles,
}: {
  /** The form's id prefix, for the terms checkbox's id. */
  form: string;
  lang: Language;
  siteUrl: string;
  values: PasswordAndTerms;
  edit: (patch: Partial<PasswordAndTerms>) => void;
  feedback: FormMessages;
  titles: { password: string; terms: string };
}) {
  return (
    <>
      <FormSection title={titles.password}>
        <PasswordFields
          password={values.password}
          confirmation={values.password_confirmation}
          edit={edit}
          messages={feedback}
        />
      </FormSection>
      <FormSection title={titles.terms}>
        <TermsField
          id={fieldId(form, 'terms')}
          lang={lang}
          siteUrl={siteUrl}
          isSelected={values.terms}
          onChange={(terms) => edit({ terms })}
          errorMessage={feedback.message('terms')}
        />
      </FormSection>
    </>
  );
}
