// The first and last steps of the registration (spec §2 register): the identity check (email and
// first name, init-register) and the password with the terms (valid-pwd-register, spec §5).
import type { Language } from '@salon/domain';
import type { RegistrationContext } from '@salon/machines';
import { Button, EmailField, TextField } from '@salon/ui';
import { useIntl } from 'react-intl';
import { RegistrationForm } from './FormParts';
import { PasswordAndTermsSections } from './PasswordFields';
import { useFormMessages } from '../../kit/formFeedback';
import { contactFieldMessages as fieldMessages } from '../../kit/fields/fieldMessages';
import { messages } from './registerMessages';
import type { RegistrationStepProps } from './states';

export const FORM = 'reg';
const identityOrder = ['email', 'first'];
const passwordOrder = ['password', 'password_confirmation', 'terms'];
const identity = { label: messages.identityForm, submit: messages.continue };
const password = { label: messages.passwordForm, submit: messages.submit };

export function IdentityStep({
  context,
  send,
  isSubmitting,
}: RegistrationStepProps & { isSubmitting: boolean }) {
  const t = useIntl().formatMessage;
  const feedback = useFormMessages(FORM, context.feedback);
  return (
    <RegistrationForm
      step={{ feedback, send, isSubmitting }}
      texts={identity}
      order={identityOrder}
    >
      <EmailField
        {...feedback.field('email')}
        label={t(fieldMessages.email)}
        isRequired
        value={context.identity.email}
        onChange={(email) => send({ type: 'EDIT_IDENTITY', patch: { email } })}
      />
      <TextField
        {...feedback.field('first')}
        label={t(fieldMessages.firstname)}
        isRequired
        autoComplete="given-name"
        width="medium"
        value={context.identity.first}
        onChange={(first) => send({ type: 'EDIT_IDENTITY', patch: { first } })}
      />
    </RegistrationForm>
  );
}

export function PasswordStep({
  context,
  send,
  lang,
  siteUrl,
  isSubmitting,
}: RegistrationStepProps & {
  lang: Language;
  siteUrl: string;
  isSubmitting: boolean;
}) {
  const t = useIntl().formatMessage;
  const feedback = useFormMessages(FORM, context.feedback);
  const edit = (patch: Partial<RegistrationContext['password']>) =>
    send({ type: 'EDIT_PASSWORD', patch });
  return (
    <RegistrationForm
      step={{ feedback, send, isSubmitting }}
      texts={password}
      order={passwordOrder}
      actions={
        <Button
          variant="secondary"
          isDisabled={isSubmitting}
          onPress={() => send({ type: 'BACK' })}
        >
          {t(messages.back)}
        </Button>
      }
    >
      <PasswordAndTermsSections
        form={FORM}
        lang={lang}
        siteUrl={siteUrl}
        values={context.password}
        edit={edit}
        feedback={feedback}
        titles={{ password: t(messages.sectionPassword), terms: t(messages.sectionTerms) }}
      />
    </RegistrationForm>
  );
}
