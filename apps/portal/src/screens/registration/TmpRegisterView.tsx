// Temporary registration (spec §2 pro/tmp-register): an exhibitor invited to a show creates an
// access in one form (contact, company name, password, terms; valid-tmp-register) before the
// sales team completes the company. A pure view of the registration machine's `tmp` states.
import type { RegistrationContext, registrationMachine } from '@salon/machines';
import { defineMessages, useIntl } from 'react-intl';
import { CompanyFields } from '../../kit/fields/CompanyFields';
import {
  ContactFields,
  contactDraftBindings,
  contactFieldOrder,
} from '../../kit/fields/ContactFields';
import { pathsIn } from '../../kit/fields/paths';
import { usePageTitle } from '../../kit/usePageTitle';
import { pathTo } from '../../kit/routing/paths';
import {
  FormSection,
  LoginInstead,
  PageTitle,
  PicklistsGate,
  RegistrationDone,
  RegistrationForm,
} from './FormParts';
import { PasswordAndTermsSections } from './PasswordFields';
import { fieldId, useFormMessages } from '../../kit/formFeedback';
import type { contactPicklists } from './picklists';
import * as styles from './registration.css';
import type { RegistrationViewProps } from './states';
import { AccountExists } from './AccountExists';
import { messages as registerMessages } from './registerMessages';

// The section titles and the account-exists page are the registration's own (registerMessages).
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
  submit: { id: 'tmp_register.submit', defaultMessage: 'Créer mon accès' },
  confirmed: {
    id: 'tmp_register.confirmed',
    defaultMessage: 'Votre accès est créé. Affichage de la confirmation…',
  },
});

/** The `tmp` states of the registration machine, `accountExists` and `confirmed`. */
export type TmpRegisterViewProps = RegistrationViewProps<
  typeof registrationMachine,
  keyof typeof contactPicklists
>;

const FORM = 'tmp';
const order = [
  ...pathsIn('contact', contactFieldOrder),
  'company_name',
  'password',
  'password_confirmation',
  'terms',
];

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
  const isSubmitting = state === 'tmp.submitting';
  const loginPath = pathTo(lang, 'proLogin');

  if (state === 'accountExists') {
    return (
      <AccountExists
        email={context.contact.email}
        lang={lang}
        loginPath={loginPath}
        messages={registerMessages}
      />
    );
  }

  if (state === 'confirmed') {
    return <RegistrationDone title={title} label={t(messages.confirmed)} />;
  }

  const editTmp = (patch: Partial<RegistrationContext['tmp']>) => send({ type: 'EDIT_TMP', patch });

  return (
    <div className={styles.page}>
      <PageTitle title={title} lead={t(messages.lead)} />
      <PicklistsGate picklists={picklists}>
        {(options) => (
          <RegistrationForm
            label={t(messages.form)}
            send={send}
            isSubmitting={isSubmitting}
            feedback={feedback}
            order={order}
            fallback={fieldId(FORM, 'contact.salutation')}
            submitLabel={t(messages.submit)}
          >
            <FormSection title={t(registerMessages.sectionContact)}>
              <ContactFields
                fields={contactDraftBindings(feedback, context.contact, (patch) =>
                  send({ type: 'EDIT_CONTACT', patch }),
                )}
                options={options}
              />
            </FormSection>
            <FormSection title={t(registerMessages.sectionCompany)}>
              <CompanyFields
                fields={{
                  name: {
                    ...feedback.field('company_name'),
                    value: context.tmp.company_name,
                    onChange: (company_name) => editTmp({ company_name }),
                  },
                }}
              />
            </FormSection>
            <PasswordAndTermsSections
              form={FORM}
              lang={lang}
              siteUrl={siteUrl}
              values={context.tmp}
              edit={editTmp}
              feedback={feedback}
              titles={{
                password: t(registerMessages.sectionPassword),
                terms: t(registerMessages.sectionTerms),
              }}
            />
          </RegistrationForm>
        )}
      </PicklistsGate>
      <LoginInstead message={registerMessages.haveAccount} loginPath={loginPath} />
    </div>
  );
}
