// Temporary registration (spec §2 pro/tmp-register): an exhibitor invited to a show creates an
// access in one form (contact, company name, password, terms; valid-tmp-register) before the
// sales team completes the company. A pure view of the registration machine's `tmp` states.
import { normalizeEmail, type Language } from '@salon/domain';
import type { RegistrationContext, RegistrationEvent } from '@salon/machines';
import {
  Alert,
  Button,
  ErrorSummary,
  Form,
  FormActions,
  LinkButton,
  LoadingState,
  TextField,
  TextLink,
} from '@salon/ui';
import { useState, type FormEvent, type ReactNode } from 'react';
import { defineMessage, defineMessages, useIntl, type MessageTag } from 'react-intl';
import { usePageTitle } from '../../kit/usePageTitle';
import { formatKey } from '../../i18n/formatKey';
import { pathTo } from '../../kit/routing/paths';
import {
  ContactFields,
  FormSection,
  PageTitle,
  PasswordFields,
  PicklistsGate,
  TermsField,
  contactFieldOrder,
} from './fields';
import { FormBanner } from './FormBanner';
import { fieldId, useFormMessages } from './formFeedback';
import { fieldMessages } from './messages';
import type { contactPicklists, PicklistsState } from './picklists';
import * as styles from './registration.css';

const messages = defineMessages({
  title: {
    id: 'tmp_register.title',
    defaultMessage: 'Créer votre accès exposant provisoire',
  },
  lead: {
    id: 'tmp_register.lead',
    defaultMessage:
      'Vous êtes invité à exposer : créez votre accès en quelques informations. L’équipe du salon complétera ensuite la fiche de votre société avec vous.',
  },
  form: { id: 'tmp_register.form', defaultMessage: 'Accès exposant provisoire' },
  sectionContact: { id: 'tmp_register.section_contact', defaultMessage: 'Vos coordonnées' },
  sectionCompany: { id: 'tmp_register.section_company', defaultMessage: 'Votre société' },
  sectionPassword: { id: 'tmp_register.section_password', defaultMessage: 'Votre mot de passe' },
  sectionTerms: { id: 'tmp_register.section_terms', defaultMessage: 'Conditions' },
  submit: { id: 'tmp_register.submit', defaultMessage: 'Créer mon accès' },
  haveAccount: defineMessage<{ login: MessageTag }>({
    id: 'tmp_register.have_account',
    defaultMessage: 'Vous avez déjà un compte ? <login>Connectez-vous</login>',
  }),
  accountExistsTitle: {
    id: 'tmp_register.account_exists_title',
    defaultMessage: 'Vous avez déjà un compte',
  },
  accountExistsEmail: defineMessage<{ email: string }>({
    id: 'tmp_register.account_exists_email',
    defaultMessage: 'Adresse e-mail : {email}',
  }),
  login: { id: 'tmp_register.login', defaultMessage: 'Se connecter' },
  forgotPassword: { id: 'tmp_register.forgot_password', defaultMessage: 'Mot de passe oublié' },
  confirmed: {
    id: 'tmp_register.confirmed',
    defaultMessage: 'Votre accès est créé. Affichage de la confirmation…',
  },
});

export interface TmpRegisterViewProps {
  /** `tmp.idle`, `tmp.submitting`, `accountExists` or `confirmed` (registrationStates). */
  state: string;
  context: RegistrationContext;
  send: (event: RegistrationEvent) => void;
  lang: Language;
  picklists: PicklistsState<keyof typeof contactPicklists>;
  /** The show's website, where the terms and the personal-data policy are (spec §2, §5). */
  siteUrl: string;
}

const FORM = 'tmp';
const order = [...contactFieldOrder, 'company_name', 'password', 'password_confirmation', 'terms'];

export function TmpRegisterView({
  state,
  context,
  send,
  lang,
  picklists,
  siteUrl,
}: TmpRegisterViewProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const title = t(messages.title);
  usePageTitle(title);
  const feedback = useFormMessages(FORM, context.feedback);
  const [count, setCount] = useState(0);
  const loginPath = pathTo(lang, 'proLogin');

  if (state === 'accountExists') {
    const email = normalizeEmail(context.contact.email);
    return (
      <div className={styles.page}>
        <PageTitle title={t(messages.accountExistsTitle)} />
        <Alert tone="warning" announce="none">
          <p className={styles.text}>{formatKey(intl, 'error.account_already_exists')}</p>
          {email ? (
            <p className={styles.text}>{t(messages.accountExistsEmail, { email })}</p>
          ) : null}
        </Alert>
        <FormActions>
          <LinkButton href={`${loginPath}${email ? `?${new URLSearchParams({ email })}` : ''}`}>
            {t(messages.login)}
          </LinkButton>
          <LinkButton variant="secondary" href={pathTo(lang, 'forgotPassword')}>
            {t(messages.forgotPassword)}
          </LinkButton>
        </FormActions>
      </div>
    );
  }

  if (state === 'confirmed') {
    return (
      <div className={styles.page}>
        <PageTitle title={title} />
        <LoadingState label={t(messages.confirmed)} />
      </div>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setCount((value) => value + 1);
    send({ type: 'SUBMIT' });
  };
  const editTmp = (patch: Partial<RegistrationContext['tmp']>) => send({ type: 'EDIT_TMP', patch });

  return (
    <div className={styles.page}>
      <PageTitle title={title} lead={t(messages.lead)} />
      <PicklistsGate picklists={picklists}>
        {(options) => (
          <Form onSubmit={onSubmit} aria-label={t(messages.form)}>
            <ErrorSummary
              errors={feedback.summary(order, fieldId(FORM, 'contact.salutation'))}
              title={feedback.summaryTitle}
              focusKey={count}
            />
            <FormBanner message={feedback.banner} focusKey={count} />
            <FormSection title={t(messages.sectionContact)}>
              <ContactFields
                contact={context.contact}
                edit={(patch) => send({ type: 'EDIT_CONTACT', patch })}
                messages={feedback}
                fonctions={options.fonction}
                departments={options.department}
              />
            </FormSection>
            <FormSection title={t(messages.sectionCompany)}>
              <TextField
                {...feedback.field('company_name')}
                label={t(fieldMessages.companyName)}
                isRequired
                autoComplete="organization"
                value={context.tmp.company_name}
                onChange={(company_name) => editTmp({ company_name })}
              />
            </FormSection>
            <FormSection title={t(messages.sectionPassword)}>
              <PasswordFields
                password={context.tmp.password}
                confirmation={context.tmp.password_confirmation}
                edit={editTmp}
                messages={feedback}
              />
            </FormSection>
            <FormSection title={t(messages.sectionTerms)}>
              <TermsField
                id={fieldId(FORM, 'terms')}
                lang={lang}
                siteUrl={siteUrl}
                isSelected={context.tmp.terms}
                onChange={(terms) => editTmp({ terms })}
                errorMessage={feedback.message('terms')}
              />
            </FormSection>
            <FormActions>
              <Button type="submit" isPending={state === 'tmp.submitting'}>
                {t(messages.submit)}
              </Button>
            </FormActions>
          </Form>
        )}
      </PicklistsGate>
      <p className={styles.text}>
        {t(messages.haveAccount, {
          login: (chunks: ReactNode[]) => <TextLink href={loginPath}>{chunks}</TextLink>,
        })}
      </p>
    </div>
  );
}
