// Temporary registration (spec §2 pro/tmp-register): an exhibitor invited to a show creates an
// access in one form (contact, company name, password, terms; valid-tmp-register) before the
// sales team completes the company. A pure view of the registration machine's `tmp` states.
import type { RegistrationContext, registrationMachine } from '@salon/machines';
import { defineMessages, useIntl } from 'react-intl';
import { CompanyFields } from '../../kit/fields/CompanyFields';
import { contactFieldOrder } from '../../kit/fields/ContactFields';
import { pathsIn } from '../../kit/fields/paths';
import { pathTo } from '../../kit/routing/paths';
import { FormSection, PicklistsGate, RegistrationForm, RegistrationPage } from './FormParts';
import { PasswordAndTermsSections } from './PasswordFields';
import { useFormMessages } from '../../kit/formFeedback';
import type { contactPicklists } from './picklists';
import type { RegistrationViewProps } from './states';
import { ContactSection } from './ContactSection';
import { registrationEnd } from './RegistrationEnd';
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
const texts = { label: messages.form, submit: messages.submit };
const order = [
  ...pathsIn('contact', contactFieldOrder),
  'company_name',
  'password',
  'password_confirmation',
  'terms',
];

export function TmpRegisterView({ state, context, send, lang, ...page }: TmpRegisterViewProps) {
  const t = useIntl().formatMessage;
  const title = t(messages.title);
  const feedback = useFormMessages(FORM, context.feedback);
  const isSubmitting = state === 'tmp.submitting';
  const loginPath = pathTo(lang, 'proLogin');
  const end = registrationEnd(state, {
    email: context.contact.email,
    lang,
    loginPath,
    title,
    confirmed: t(messages.confirmed),
  });
  if (end) return end;

  const editTmp = (patch: Partial<RegistrationContext['tmp']>) => send({ type: 'EDIT_TMP', patch });

  return (
    <RegistrationPage
      title={title}
      lead={t(messages.lead)}
      login={{ message: registerMessages.haveAccount, path: loginPath }}
    >
      <PicklistsGate picklists={page.picklists}>
        {(options) => (
          <RegistrationForm step={{ feedback, send, isSubmitting }} texts={texts} order={order}>
            <ContactSection step={{ feedback, send }} contact={context.contact} options={options} />
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
              siteUrl={page.siteUrl}
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
    </RegistrationPage>
  );
}
