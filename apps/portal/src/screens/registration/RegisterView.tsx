// Registration and account initialisation (spec §2: pro/register and guest/register, the same
// screen by role; pro/init/{sfid} and guest/init/{sfid}, prefilled from the CRM contact), on the
// registration machine's steps: identity (init-register), details (valid-infos-register: contact
// and company, with the company-existence check for exhibitors), password (valid-pwd-register:
// password, confirmation, terms). A pure view: the machine's state, its context and `send`.
import { normalizeEmail, registrationSteps, stepPosition, type Language } from '@salon/domain';
import type { RegistrationContext, RegistrationEvent } from '@salon/machines';
import {
  Alert,
  Button,
  EmailField,
  ErrorSummary,
  Form,
  FormActions,
  LinkButton,
  LoadingState,
  TextField,
  TextLink,
} from '@salon/ui';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { defineMessage, defineMessages, useIntl, type MessageTag } from 'react-intl';
import { usePageTitle } from '../../kit/usePageTitle';
import { formatKey } from '../../i18n/formatKey';
import { pathTo } from '../../kit/routing/paths';
import {
  CommercialFields,
  CompanyFields,
  CompanySearch,
  ContactFields,
  FormSection,
  PageTitle,
  PasswordFields,
  PickedCompany,
  PicklistsGate,
  TermsField,
  commercialFieldOrder,
  companyFieldOrder,
  contactFieldOrder,
} from './fields';
import { FormBanner } from './FormBanner';
import { fieldId, useFormMessages } from './formFeedback';
import { fieldMessages, searchMessages } from './messages';
import type { PicklistOptions, PicklistsState, registrationPicklists } from './picklists';
import * as styles from './registration.css';

const messages = defineMessages({
  titleExhibitor: { id: 'register.title_exhibitor', defaultMessage: 'Créer votre compte exposant' },
  titleVisitor: { id: 'register.title_visitor', defaultMessage: 'Créer votre compte visiteur' },
  titleInitExhibitor: {
    id: 'register.title_init_exhibitor',
    defaultMessage: 'Activer votre compte exposant',
  },
  titleInitVisitor: {
    id: 'register.title_init_visitor',
    defaultMessage: 'Activer votre compte visiteur',
  },
  step: defineMessage<{ step: number; name: string }>({
    id: 'register.step',
    defaultMessage: 'Étape {step} sur 3 : {name}',
  }),
  stepIdentity: { id: 'register.step_identity', defaultMessage: 'identification' },
  stepDetails: { id: 'register.step_details', defaultMessage: 'vos coordonnées' },
  stepPassword: { id: 'register.step_password', defaultMessage: 'mot de passe' },
  leadRegister: {
    id: 'register.lead_register',
    defaultMessage:
      'Commencez par votre adresse e-mail et votre prénom. Nous vous enverrons un e-mail pour vérifier votre adresse à la fin de l’inscription.',
  },
  leadInit: {
    id: 'register.lead_init',
    defaultMessage:
      'L’équipe du salon a préparé votre compte. Saisissez l’adresse e-mail à laquelle vous avez reçu l’invitation : nous reprendrons les informations que nous connaissons déjà.',
  },
  leadDetails: {
    id: 'register.lead_details',
    defaultMessage: 'Vérifiez et complétez vos coordonnées et celles de votre société.',
  },
  leadPassword: {
    id: 'register.lead_password',
    defaultMessage: 'Choisissez le mot de passe de votre compte.',
  },
  identityForm: { id: 'register.identity_form', defaultMessage: 'Identification' },
  detailsForm: { id: 'register.details_form', defaultMessage: 'Vos coordonnées' },
  passwordForm: { id: 'register.password_form', defaultMessage: 'Mot de passe' },
  sectionContact: { id: 'register.section_contact', defaultMessage: 'Vos coordonnées' },
  sectionCompany: { id: 'register.section_company', defaultMessage: 'Votre société' },
  sectionCompanyIntro: {
    id: 'register.section_company_intro',
    defaultMessage:
      'Cherchez votre société parmi celles que le salon connaît déjà ; si elle n’y est pas, saisissez ses informations.',
  },
  sectionCompanyDetails: {
    id: 'register.section_company_details',
    defaultMessage: 'Informations de la société',
  },
  sectionCommercial: {
    id: 'register.section_commercial',
    defaultMessage: 'Informations commerciales',
  },
  sectionPassword: { id: 'register.section_password', defaultMessage: 'Votre mot de passe' },
  sectionTerms: { id: 'register.section_terms', defaultMessage: 'Conditions' },
  continue: { id: 'register.continue', defaultMessage: 'Continuer' },
  back: { id: 'register.back', defaultMessage: 'Retour' },
  submit: { id: 'register.submit', defaultMessage: 'Créer mon compte' },
  haveAccount: defineMessage<{ login: MessageTag }>({
    id: 'register.have_account',
    defaultMessage: 'Vous avez déjà un compte ? <login>Connectez-vous</login>',
  }),
  accountExistsTitle: {
    id: 'register.account_exists_title',
    defaultMessage: 'Vous avez déjà un compte',
  },
  accountExistsEmail: defineMessage<{ email: string }>({
    id: 'register.account_exists_email',
    defaultMessage: 'Adresse e-mail : {email}',
  }),
  login: { id: 'register.login', defaultMessage: 'Se connecter' },
  forgotPassword: { id: 'register.forgot_password', defaultMessage: 'Mot de passe oublié' },
  confirmed: {
    id: 'register.confirmed',
    defaultMessage: 'Votre compte est créé. Affichage de la confirmation…',
  },
});

type RegisterPicklists = PicklistsState<keyof typeof registrationPicklists>;

export interface RegisterViewProps {
  /** A state value of `registrationStates` (not the tmp ones: see TmpRegisterView). */
  state: string;
  context: RegistrationContext;
  send: (event: RegistrationEvent) => void;
  lang: Language;
  picklists: RegisterPicklists;
  /** The show's website, where the terms and the personal-data policy are (spec §2, §5). */
  siteUrl: string;
}

const FORM = 'reg';
const identityOrder = ['email', 'first'];
const passwordOrder = ['password', 'password_confirmation', 'terms'];

/** Submits through the machine, counting the submits so a second failure is announced again. */
function useSubmit(send: (event: RegistrationEvent) => void) {
  const [count, setCount] = useState(0);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setCount((value) => value + 1);
    send({ type: 'SUBMIT' });
  };
  return { count, onSubmit };
}

export function RegisterView({
  state,
  context,
  send,
  lang,
  picklists,
  siteUrl,
}: RegisterViewProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const isVisitor = context.role === 'visiteur';
  const title = t(
    context.mode === 'init'
      ? isVisitor
        ? messages.titleInitVisitor
        : messages.titleInitExhibitor
      : isVisitor
        ? messages.titleVisitor
        : messages.titleExhibitor,
  );
  usePageTitle(title);
  const loginPath = pathTo(lang, isVisitor ? 'guestLogin' : 'proLogin');

  if (state === 'accountExists') {
    const email = normalizeEmail(context.identity.email);
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

  const { number: step } = stepPosition(
    registrationSteps,
    state.startsWith('identity')
      ? 'identity'
      : state.startsWith('details')
        ? 'details'
        : 'password',
  );
  const stepName = t(
    step === 1 ? messages.stepIdentity : step === 2 ? messages.stepDetails : messages.stepPassword,
  );
  const lead =
    step === 1
      ? t(context.mode === 'init' ? messages.leadInit : messages.leadRegister)
      : step === 2
        ? t(messages.leadDetails)
        : t(messages.leadPassword);

  return (
    <div className={styles.page}>
      <PageTitle eyebrow={t(messages.step, { step, name: stepName })} title={title} lead={lead} />
      {step === 1 ? (
        <IdentityStep
          context={context}
          send={send}
          isSubmitting={state === 'identity.submitting'}
        />
      ) : step === 2 ? (
        <PicklistsGate picklists={picklists}>
          {(options) => (
            <DetailsStep
              context={context}
              send={send}
              state={state}
              isVisitor={isVisitor}
              options={options}
            />
          )}
        </PicklistsGate>
      ) : (
        <PasswordStep
          context={context}
          send={send}
          lang={lang}
          siteUrl={siteUrl}
          isSubmitting={state === 'password.submitting'}
        />
      )}
      {step === 1 ? (
        <p className={styles.text}>
          {t(messages.haveAccount, {
            login: (chunks: ReactNode[]) => <TextLink href={loginPath}>{chunks}</TextLink>,
          })}
        </p>
      ) : null}
    </div>
  );
}

function IdentityStep({
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
      <ErrorSummary
        errors={feedback.summary(identityOrder, fieldId(FORM, 'email'))}
        title={feedback.summaryTitle}
        focusKey={count}
      />
      <FormBanner message={feedback.banner} focusKey={count} />
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

function DetailsStep({
  context,
  send,
  state,
  isVisitor,
  options,
}: {
  context: RegistrationContext;
  send: (event: RegistrationEvent) => void;
  state: string;
  isVisitor: boolean;
  options: PicklistOptions<keyof typeof registrationPicklists>;
}) {
  const t = useIntl().formatMessage;
  const feedback = useFormMessages(FORM, context.feedback, {
    // A visitor gives the company's name only: the company-or-account rule is that name.
    paths: isVisitor ? { account_id: { path: 'company.name', key: 'validation.required' } } : {},
  });
  const { count, onSubmit } = useSubmit(send);
  const nameRef = useRef<HTMLInputElement>(null);
  const searchId = fieldId(FORM, 'account_id');
  const editCompany = (patch: RegistrationContext['company']) =>
    send({ type: 'EDIT_COMPANY', patch });
  const order = [
    ...contactFieldOrder,
    ...(isVisitor
      ? ['company.name']
      : ['account_id', ...companyFieldOrder, ...commercialFieldOrder]),
  ];
  const picked = context.account;
  return (
    <Form onSubmit={onSubmit} aria-label={t(messages.detailsForm)}>
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
          emailReadOnly
        />
      </FormSection>
      {isVisitor ? (
        <FormSection title={t(messages.sectionCompany)}>
          <TextField
            {...feedback.field('company.name')}
            label={t(fieldMessages.companyName)}
            isRequired
            autoComplete="organization"
            value={typeof context.company.name === 'string' ? context.company.name : ''}
            onChange={(name) => editCompany({ name })}
          />
        </FormSection>
      ) : (
        <>
          <FormSection title={t(messages.sectionCompany)} intro={t(messages.sectionCompanyIntro)}>
            {picked ? (
              <PickedCompany
                account={picked}
                note={t(searchMessages.pickedHint)}
                onChange={() => send({ type: 'ENTER_COMPANY' })}
              />
            ) : (
              <CompanySearch
                id={searchId}
                initialQuery={context.companySearch.query}
                searchedQuery={context.companySearch.query}
                matches={context.companySearch.matches}
                searched={context.companySearch.searched}
                isSearching={state === 'details.searching'}
                errorMessage={feedback.message('account_id')}
                onSearch={(query) => send({ type: 'SEARCH_COMPANY', query })}
                onPick={(account) => send({ type: 'PICK_ACCOUNT', account })}
                onEnterCompany={() => {
                  send({ type: 'ENTER_COMPANY' });
                  nameRef.current?.focus();
                }}
              />
            )}
          </FormSection>
          {picked ? null : (
            <>
              <FormSection title={t(messages.sectionCompanyDetails)}>
                <CompanyFields
                  company={context.company}
                  edit={editCompany}
                  messages={feedback}
                  countries={options.country}
                  industries={options.industry}
                  nameRef={nameRef}
                />
              </FormSection>
              <FormSection title={t(messages.sectionCommercial)}>
                <CommercialFields
                  company={context.company}
                  edit={editCompany}
                  messages={feedback}
                />
              </FormSection>
            </>
          )}
        </>
      )}
      <FormActions>
        <Button type="submit" isPending={state === 'details.submitting'}>
          {t(messages.continue)}
        </Button>
      </FormActions>
    </Form>
  );
}

function PasswordStep({
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
      <ErrorSummary
        errors={feedback.summary(passwordOrder, fieldId(FORM, 'password'))}
        title={feedback.summaryTitle}
        focusKey={count}
      />
      <FormBanner message={feedback.banner} focusKey={count} />
      <FormSection title={t(messages.sectionPassword)}>
        <PasswordFields
          password={context.password.password}
          confirmation={context.password.password_confirmation}
          edit={edit}
          messages={feedback}
        />
      </FormSection>
      <FormSection title={t(messages.sectionTerms)}>
        <TermsField
          id={fieldId(FORM, 'terms')}
          lang={lang}
          siteUrl={siteUrl}
          isSelected={context.password.terms}
          onChange={(terms) => edit({ terms })}
          errorMessage={feedback.message('terms')}
        />
      </FormSection>
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
