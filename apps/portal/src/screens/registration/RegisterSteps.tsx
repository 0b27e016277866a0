// The first and last steps of the registration (spec §2 register): the identity check (email and
// first name, init-register) and the password with the terms (valid-pwd-register, spec §5).
import type { Language } from '@salon/domain';
import type { RegistrationContext, RegistrationEvent } from '@salon/machines';
import { Button, EmailField, Form, FormActions, TextField } from '@salon/ui';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { PasswordAndTermsSections } from './PasswordFields';
import { fieldId, useFormMessages } from '../../kit/formFeedback';
import { fieldMessages } from './messages';
import { messages } from './registerMessages';
import { FormErrors } from '../../kit/FormErrors';

export const FORM = 'reg';
const identityOrder = ['email', 'first'];
const passwordOrder = ['password', 'password_confirmation', 'terms'];

/** Submits through the machine, counting the submits so a second failure is announced again. */
export function useSubmit(send: (event: RegistrationEvent) => void) {
  const [count, setCount] = useState(0);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setCount((value) => value + 1);
    send({ type: 'SUBMIT' });
  };
  return { count, onSubmit };
}

export function IdentityStep({
  context,
  send,
  isSubmitting,
}: {
  context: RegistrationContext;
  send: (event: RegistrationEvent) => void;
  isSubmitting: boolean;
}) {
  const t = useIntl().formatMessage;
  const feedback = useFormMessages(FORM, context.feedback);
  const { count, onSubmit } = useSubmit(send);
  return (
    <Form onSubmit={onSubmit} aria-label={t(messages.identityForm)}>
      <FormErrors
        feedback={feedback}
        order={identityOrder}
        fallback={fieldId(FORM, 'email')}
        focusKey={count}
      />
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
      <FormActions>
        <Button type="submit" isPending={isSubmitting}>
          {t(messages.continue)}
        </Button>
      </FormActions>
    </Form>
  );
}

export function PasswordStep({
  context,
  send,
  lang,
  siteUrl,
  isSubmitting,
}: {
  context: RegistrationContext;
  send: (event: RegistrationEvent) => void;
  lang: Language;
  siteUrl: string;
  isSubmitting: boolean;
}) {
  const t = useIntl().formatMessage;
  const feedback = useFormMessages(FORM, context.feedback);
  const { count, onSubmit } = useSubmit(send);
  const edit = (patch: Partial<RegistrationContext['password']>) =>
    send({ type: 'EDIT_PASSWORD', patch });
  return (
    <Form onSubmit={onSubmit} aria-label={t(messages.passwordForm)}>
      <FormErrors
        feedback={feedback}
        order={passwordOrder}
        fallback={fieldId(FORM, 'password')}
        focusKey={count}
      />
      <PasswordAndTermsSections
        form={FORM}
        lang={lang}
        siteUrl={siteUrl}
        values={context.password}
        edit={edit}
        feedback={feedback}
        titles={{ password: t(messages.sectionPassword), terms: t(messages.sectionTerms) }}
      />
      <FormActions>
        <Button type="submit" isPending={isSubmitting}>
          {t(messages.submit)}
        </Button>
        <Button
          variant="secondary"
          isDisabled={isSubmitting}
          onPress={() => send({ type: 'BACK' })}
        >
          {t(messages.back)}
        </Button>
      </FormActions>
    </Form>
  );
}
