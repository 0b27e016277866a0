// The first-registration request (spec §2 pro/first-registration and its Matter and Shape
// variant; 'Registration request' and 'Company-existence check with a list to pick from'; spec
// §5 rules; spec §8 codes 4001/4010, 3030, 4050): email check, company check, then the request
// (company details, commercial information, main activity, further information, about you,
// events of interest, specific request, desired surface, optional sales contact, terms).
// A pure view of the first-registration machine: its state, its context and `send`.
import {
  MAX_SURFACE_M2,
  firstRegistrationSteps,
  normalizeEmail,
  productGenders,
  stepPosition,
  type FirstRegistrationStep,
  type Language,
} from '@salon/domain';
import type {
  FirstRegistrationContext,
  FirstRegistrationDetails,
  FirstRegistrationEvent,
} from '@salon/machines';
import {
  Alert,
  Button,
  Checkbox,
  CheckboxField,
  CheckboxGroup,
  EmailField,
  EmptyState,
  ErrorSummary,
  Form,
  FormActions,
  LinkButton,
  LoadingState,
  NumberField,
  Radio,
  RadioGroup,
  Select,
  TextArea,
  TextField,
} from '@salon/ui';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
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
  PickedCompany,
  PicklistsGate,
  TermsField,
  commercialFieldOrder,
  companyFieldOrder,
  contactFieldOrder,
} from './fields';
import { firstRegMessages as messages } from './firstRegistrationMessages';
import { FormBanner } from './FormBanner';
import { fieldMessages } from './messages';
import { fieldId, useFormMessages, type FormMessages } from './formFeedback';
import type { firstRegistrationPicklists, PicklistOptions, PicklistsState } from './picklists';
import * as styles from './registration.css';

type FirstRegistrationLists = keyof typeof firstRegistrationPicklists;

export interface FirstRegistrationViewProps {
  /** A state value of `firstRegistrationStates`. */
  state: string;
  context: FirstRegistrationContext;
  send: (event: FirstRegistrationEvent) => void;
  lang: Language;
  picklists: PicklistsState<FirstRegistrationLists>;
  /** The show's website, where the terms and the personal-data policy are (spec §2, §5). */
  siteUrl: string;
}

const FORM = 'first';

/** The request's fields in the order of the form, for the error summary. */
const requestOrder = [
  'account_id',
  ...companyFieldOrder,
  ...commercialFieldOrder,
  'company.manufacture_country',
  'company.product_category',
  'company.product_gender',
  'company.eco_responsible',
  'company.other_shows',
  'company.marketplace_presence',
  'company.marketplace_url',
  'company.marketplace_reason',
  'main_activity',
  'further_information',
  ...contactFieldOrder,
  'contact.who_are_you',
  'events_of_interest',
  'specific_request',
  'desired_surface',
  'sales_contact',
  'sales_representative',
  'terms',
];

const genderLabels = {
  Woman: messages.genderWoman,
  Man: messages.genderMan,
  Child: messages.genderChild,
  Mixed: messages.genderMixed,
  Both: messages.genderBoth,
} as const;

export function FirstRegistrationView({
  state,
  context,
  send,
  lang,
  picklists,
  siteUrl,
}: FirstRegistrationViewProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const title = t(messages.title);
  usePageTitle(title);
  const email = context.contact.email || normalizeEmail(context.emailCheck.email);
  const withEmail = (path: string) => (email ? `${path}?${new URLSearchParams({ email })}` : path);

  if (state === 'accountExists') {
    return (
      <div className={styles.page}>
        <PageTitle title={t(messages.accountExistsTitle)} />
        <Alert tone="warning" announce="none">
          {formatKey(intl, 'error.account_already_exists')}
        </Alert>
        <FormActions>
          <LinkButton href={withEmail(pathTo(lang, 'proLogin'))}>{t(messages.login)}</LinkButton>
          <LinkButton variant="secondary" href={withEmail(pathTo(lang, 'forgotPassword'))}>
            {t(messages.forgotPassword)}
          </LinkButton>
        </FormActions>
      </div>
    );
  }

  if (state === 'noPortalAccount') {
    return (
      <div className={styles.page}>
        <PageTitle title={t(messages.noPortalAccountTitle)} />
        <Alert tone="info" announce="none">
          {formatKey(intl, 'error.no_portal_account')}
        </Alert>
        <FormActions>
          <LinkButton href={withEmail(pathTo(lang, 'forgotPassword'))}>
            {t(messages.forgotPassword)}
          </LinkButton>
        </FormActions>
      </div>
    );
  }

  if (state === 'closed') {
    return (
      <div className={styles.page}>
        <PageTitle title={t(messages.closedTitle)} />
        <Alert tone="info" announce="none">
          <p className={styles.text}>
            {formatKey(intl, context.message ?? 'error.request_already_made')}
          </p>
          <p className={styles.text}>{t(messages.closedBody)}</p>
        </Alert>
        {context.variant === 'default' ? (
          <FormActions>
            <LinkButton variant="secondary" href={pathTo(lang, 'home')}>
              {t(messages.home)}
            </LinkButton>
          </FormActions>
        ) : null}
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

  const formStep: FirstRegistrationStep =
    state.startsWith('emailCheck') || state === 'accountNotFound'
      ? 'email'
      : state.startsWith('form.details')
        ? 'request'
        : 'company';
  const stepName = t(
    formStep === 'email'
      ? messages.stepEmail
      : formStep === 'request'
        ? messages.stepRequest
        : messages.stepCompany,
  );
  const stepNumber = stepPosition(firstRegistrationSteps, formStep).number;

  return (
    <div className={styles.page}>
      <PageTitle
        eyebrow={t(messages.step, { step: stepNumber, name: stepName })}
        title={title}
        lead={stepNumber === 1 ? t(messages.lead) : undefined}
      />
      {state.startsWith('emailCheck') ? (
        <EmailCheck context={context} send={send} isChecking={state === 'emailCheck.checking'} />
      ) : state === 'accountNotFound' ? (
        <>
          <Alert tone="info">
            {formatKey(intl, context.message ?? 'error.account_does_not_exist')}
          </Alert>
          <LoadingState label={t(messages.openingForm)} />
        </>
      ) : state === 'form.loading' ? (
        <LoadingState label={t(messages.loading)} />
      ) : state === 'form.loadFailed' ? (
        <Alert
          tone="critical"
          actions={
            <Button variant="secondary" onPress={() => send({ type: 'RETRY' })}>
              {t(messages.retry)}
            </Button>
          }
        >
          {t(messages.loadFailed)}
        </Alert>
      ) : state.startsWith('form.company') ? (
        <CompanyCheck context={context} send={send} state={state} />
      ) : (
        <PicklistsGate picklists={picklists}>
          {(options) => (
            <RequestForm
              context={context}
              send={send}
              lang={lang}
              siteUrl={siteUrl}
              options={options}
              isSubmitting={state === 'form.details.submitting'}
            />
          )}
        </PicklistsGate>
      )}
    </div>
  );
}

/** Spec §8 'first check': is there an account for this email? */
function EmailCheck({
  context,
  send,
  isChecking,
}: {
  context: FirstRegistrationContext;
  send: (event: FirstRegistrationEvent) => void;
  isChecking: boolean;
}) {
  const t = useIntl().formatMessage;
  const feedback = useFormMessages(FORM, context.feedback);
  const [count, setCount] = useState(0);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setCount((value) => value + 1);
    send({ type: 'SUBMIT' });
  };
  return (
    <Form onSubmit={onSubmit} aria-label={t(messages.emailForm)}>
      <p className={styles.text}>{t(messages.emailLead)}</p>
      <ErrorSummary
        errors={feedback.summary(['email'], fieldId(FORM, 'email'))}
        title={feedback.summaryTitle}
        focusKey={count}
      />
      <FormBanner message={feedback.banner} focusKey={count} />
      <EmailField
        {...feedback.field('email')}
        label={t(fieldMessages.email)}
        isRequired
        value={context.emailCheck.email}
        onChange={(value) => send({ type: 'CHANGE', field: 'email', value })}
      />
      <FormActions>
        <Button type="submit" isPending={isChecking}>
          {t(messages.continue)}
        </Button>
      </FormActions>
    </Form>
  );
}

/** Spec §2 'Company-existence check with a list to pick from'. */
function CompanyCheck({
  context,
  send,
  state,
}: {
  context: FirstRegistrationContext;
  send: (event: FirstRegistrationEvent) => void;
  state: string;
}) {
  const t = useIntl().formatMessage;
  const feedback = useFormMessages(FORM, context.feedback);
  return (
    <FormSection title={t(messages.sectionCompany)} intro={t(messages.companyIntro)}>
      <FormBanner message={feedback.banner} focusKey={0} />
      <CompanySearch
        id={fieldId(FORM, 'company-search')}
        initialQuery={context.companyQuery}
        searchedQuery={context.companyQuery}
        matches={state === 'form.company.results' ? context.matches : []}
        searched={state === 'form.company.results' || state === 'form.company.noResults'}
        isSearching={state === 'form.company.searching'}
        onSearch={(query) => send({ type: 'SEARCH_COMPANY', query })}
        onPick={(account) => send({ type: 'PICK_ACCOUNT', account })}
        onEnterCompany={() => send({ type: 'ENTER_COMPANY' })}
      />
    </FormSection>
  );
}

function yesNo(value: boolean | '' | undefined): string | null {
  return value === true ? 'yes' : value === false ? 'no' : null;
}

/** The request itself (spec §2 'Registration request'). */
function RequestForm({
  context,
  send,
  lang,
  siteUrl,
  options,
  isSubmitting,
}: {
  context: FirstRegistrationContext;
  send: (event: FirstRegistrationEvent) => void;
  lang: Language;
  siteUrl: string;
  options: PicklistOptions<FirstRegistrationLists>;
  isSubmitting: boolean;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const feedback = useFormMessages(FORM, context.feedback, {
    values: { min: context.minSurface },
    // Neither a picked company nor its details: the message sits under the company's name.
    paths: { account_id: { path: 'company.name' } },
  });
  const [count, setCount] = useState(0);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setCount((value) => value + 1);
    send({ type: 'SUBMIT' });
  };
  const { details, company, account } = context;
  const editDetails = (patch: Partial<FirstRegistrationDetails>) =>
    send({ type: 'EDIT_DETAILS', patch });
  const editCompany = (patch: FirstRegistrationContext['company']) =>
    send({ type: 'EDIT_COMPANY', patch });

  return (
    <Form onSubmit={onSubmit} aria-label={t(messages.requestForm)}>
      <ErrorSummary
        errors={feedback.summary(requestOrder, fieldId(FORM, 'company.name'))}
        title={feedback.summaryTitle}
        focusKey={count}
      />
      <FormBanner message={feedback.banner} focusKey={count} />

      <FormSection title={t(messages.sectionCompany)}>
        {account ? (
          <PickedCompany account={account} onChange={() => send({ type: 'CHANGE_COMPANY' })} />
        ) : (
          <>
            <CompanyFields
              company={company}
              edit={editCompany}
              messages={feedback}
              countries={options.country}
              industries={options.industry}
            />
            <div>
              <Button variant="tertiary" onPress={() => send({ type: 'CHANGE_COMPANY' })}>
                {t(messages.searchAgain)}
              </Button>
            </div>
          </>
        )}
      </FormSection>

      {account ? null : (
        <FormSection title={t(messages.sectionCommercial)}>
          <CommercialFields company={company} edit={editCompany} messages={feedback} />
          <CommercialExtras
            company={company}
            edit={editCompany}
            feedback={feedback}
            countries={options.country}
            reasons={options.marketplaceReason}
          />
        </FormSection>
      )}

      <FormSection title={t(messages.sectionActivity)}>
        <Select
          {...feedback.field('main_activity')}
          label={t(messages.mainActivity)}
          isRequired
          options={options.mainActivity}
          selectedKey={details.main_activity || null}
          onSelectionChange={(key) =>
            editDetails({ main_activity: key === null ? '' : String(key) })
          }
        />
      </FormSection>

      <FormSection title={t(messages.sectionFurther)}>
        <TextArea
          {...feedback.field('further_information')}
          label={t(messages.furtherInformation)}
          rows={3}
          maxLength={255}
          value={details.further_information}
          onChange={(further_information) => editDetails({ further_information })}
        />
      </FormSection>

      <FormSection title={t(messages.sectionAbout)}>
        <ContactFields
          contact={context.contact}
          edit={(patch) => send({ type: 'EDIT_CONTACT', patch })}
          messages={feedback}
          fonctions={options.fonction}
          departments={options.department}
          emailReadOnly
        />
        <Select
          {...feedback.field('contact.who_are_you')}
          label={t(messages.whoAreYou)}
          options={options.whoAreYou}
          selectedKey={context.contact.who_are_you || null}
          onSelectionChange={(key) =>
            send({
              type: 'EDIT_CONTACT',
              patch: { who_are_you: key === null ? '' : String(key) },
            })
          }
        />
      </FormSection>

      <FormSection title={t(messages.sectionEvents)}>
        {context.campaigns.length > 0 ? (
          <CheckboxGroup
            {...feedback.field('events_of_interest')}
            label={t(messages.events)}
            description={t(messages.eventsHint)}
            isRequired
            value={details.events_of_interest}
            onChange={(events_of_interest) => editDetails({ events_of_interest })}
          >
            {context.campaigns.map((campaign) => (
              <Checkbox key={campaign.id} value={campaign.id}>
                {t(messages.eventLabel, { name: campaign.name, dates: campaign.dates })}
              </Checkbox>
            ))}
          </CheckboxGroup>
        ) : (
          <div id={fieldId(FORM, 'events_of_interest')}>
            <EmptyState title={t(messages.noEvents)} headingLevel={3} />
          </div>
        )}
      </FormSection>

      <FormSection title={t(messages.sectionRequest)}>
        <TextArea
          {...feedback.field('specific_request')}
          label={t(messages.specificRequest)}
          description={t(messages.specificRequestHint)}
          maxLength={5000}
          value={details.specific_request}
          onChange={(specific_request) => editDetails({ specific_request })}
        />
      </FormSection>

      <FormSection title={t(messages.sectionSurface)}>
        {/* No minValue/maxValue: react-aria would clamp 100 to 99 silently; the rule of spec §5
            says why instead, and what was typed stays. */}
        <NumberField
          {...feedback.field('desired_surface')}
          label={t(messages.surface)}
          description={t(messages.surfaceHint, { min: context.minSurface, max: MAX_SURFACE_M2 })}
          isRequired
          unit="m²"
          value={details.desired_surface ?? Number.NaN}
          onChange={(value) => editDetails({ desired_surface: Number.isNaN(value) ? null : value })}
        />
      </FormSection>

      <FormSection title={t(messages.sectionSales)}>
        <CheckboxField
          {...feedback.field('sales_contact')}
          isSelected={details.sales_contact}
          onChange={(sales_contact) => editDetails({ sales_contact })}
        >
          {t(messages.salesContact)}
        </CheckboxField>
        {details.sales_contact ? (
          <TextField
            {...feedback.field('sales_representative')}
            label={t(messages.salesRepresentative)}
            width="medium"
            value={details.sales_representative}
            onChange={(sales_representative) => editDetails({ sales_representative })}
          />
        ) : null}
      </FormSection>

      <FormSection title={t(messages.sectionTerms)}>
        <TermsField
          id={fieldId(FORM, 'terms')}
          lang={lang}
          siteUrl={siteUrl}
          isSelected={details.terms}
          onChange={(terms) => editDetails({ terms })}
          errorMessage={feedback.message('terms')}
        />
      </FormSection>

      <FormActions>
        <Button type="submit" isPending={isSubmitting}>
          {t(messages.submit)}
        </Button>
      </FormActions>
    </Form>
  );
}

/** The commercial information of spec §3 beyond the required fields, all optional. */
function CommercialExtras({
  company,
  edit,
  feedback,
  countries,
  reasons,
}: {
  company: FirstRegistrationContext['company'];
  edit: (patch: FirstRegistrationContext['company']) => void;
  feedback: FormMessages;
  countries: PicklistOptions<'country'>['country'];
  reasons: PicklistOptions<'marketplaceReason'>['marketplaceReason'];
}) {
  const t = useIntl().formatMessage;
  const presence = yesNo(company.marketplace_presence);
  return (
    <>
      <Select
        {...feedback.field('company.manufacture_country')}
        label={t(messages.manufactureCountry)}
        options={countries}
        selectedKey={company.manufacture_country || null}
        onSelectionChange={(key) => edit({ manufacture_country: key === null ? '' : String(key) })}
      />
      <TextField
        {...feedback.field('company.product_category')}
        label={t(messages.productCategory)}
        description={t(messages.productCategoryHint)}
        width="medium"
        value={company.product_category ?? ''}
        onChange={(product_category) => edit({ product_category })}
      />
      <RadioGroup
        {...feedback.field('company.product_gender')}
        label={t(messages.productGender)}
        value={company.product_gender || null}
        onChange={(value) => edit({ product_gender: value as (typeof productGenders)[number] })}
      >
        {productGenders.map((gender) => (
          <Radio key={gender} value={gender}>
            {t(genderLabels[gender])}
          </Radio>
        ))}
      </RadioGroup>
      <RadioGroup
        {...feedback.field('company.eco_responsible')}
        label={t(messages.ecoResponsible)}
        orientation="horizontal"
        value={yesNo(company.eco_responsible)}
        onChange={(value) => edit({ eco_responsible: value === 'yes' })}
      >
        <Radio value="yes">{t(messages.yes)}</Radio>
        <Radio value="no">{t(messages.no)}</Radio>
      </RadioGroup>
      <TextField
        {...feedback.field('company.other_shows')}
        label={t(messages.otherShows)}
        value={company.other_shows ?? ''}
        onChange={(other_shows) => edit({ other_shows })}
      />
      <RadioGroup
        {...feedback.field('company.marketplace_presence')}
        label={t(messages.marketplacePresence)}
        orientation="horizontal"
        value={presence}
        onChange={(value) => edit({ marketplace_presence: value === 'yes' })}
      >
        <Radio value="yes">{t(messages.yes)}</Radio>
        <Radio value="no">{t(messages.no)}</Radio>
      </RadioGroup>
      {presence === 'yes' ? (
        <TextField
          {...feedback.field('company.marketplace_url')}
          label={t(messages.marketplaceUrl)}
          description={t(fieldMessages.urlHint)}
          type="url"
          inputMode="url"
          value={company.marketplace_url ?? ''}
          onChange={(marketplace_url) => edit({ marketplace_url })}
        />
      ) : null}
      {presence === 'no' ? (
        <Select
          {...feedback.field('company.marketplace_reason')}
          label={t(messages.marketplaceReason)}
          options={reasons}
          selectedKey={company.marketplace_reason || null}
          onSelectionChange={(key) => edit({ marketplace_reason: key === null ? '' : String(key) })}
        />
      ) : null}
    </>
  );
}
