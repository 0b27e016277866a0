// The first-registration request itself (spec §2 'Registration request', §3 Account and Contact
// fields, §5 rules): the company, its commercial information, the contact, the show and the terms.
import { MAX_SURFACE_M2, type Language } from '@salon/domain';
import type { FirstRegistrationContext, FirstRegistrationDetails } from '@salon/machines';
import {
  Button,
  Checkbox,
  CheckboxField,
  CheckboxGroup,
  EmptyState,
  NumberField,
  Select,
  TextArea,
  TextField,
} from '@salon/ui';
import { useIntl } from 'react-intl';
import {
  CompanyFields,
  companyDraftBindings,
  companyFieldOrder,
} from '../../kit/fields/CompanyFields';
import { contactFieldOrder } from '../../kit/fields/ContactFields';
import { pathsIn } from '../../kit/fields/paths';
import { CommercialFields, commercialFieldOrder } from './CommercialFields';
import { PickedCompany } from './CompanySearch';
import { ContactSection } from './ContactSection';
import { FormSection, RegistrationForm } from './FormParts';
import { TermsField } from './PasswordFields';
import { firstRegMessages as messages } from './firstRegistrationMessages';
import { fieldId, useFormMessages } from '../../kit/formFeedback';
import type { PicklistOptions } from './picklists';
import { CommercialExtras } from './CommercialExtras';
import type { FirstRegistrationLists } from './FirstRegistrationView';
import type { FirstRegistrationStepProps } from './states';

export const FORM = 'first';

/** The request's fields in the order of the form, for the error summary. */
const requestOrder = [
  'account_id',
  ...pathsIn('company', [
    ...companyFieldOrder,
    ...commercialFieldOrder,
    'manufacture_country',
    'product_category',
    'product_gender',
    'eco_responsible',
    'other_shows',
    'marketplace_presence',
    'marketplace_url',
    'marketplace_reason',
  ]),
  'main_activity',
  'further_information',
  ...pathsIn('contact', contactFieldOrder),
  'contact.who_are_you',
  'events_of_interest',
  'specific_request',
  'desired_surface',
  'sales_contact',
  'sales_representative',
  'terms',
];

export const genderLabels = {
  Woman: messages.genderWoman,
  Man: messages.genderMan,
  Child: messages.genderChild,
  Mixed: messages.genderMixed,
  Both: messages.genderBoth,
} as const;

export function yesNo(value: boolean | '' | undefined): string | null {
  return value === true ? 'yes' : value === false ? 'no' : null;
}

/** The request itself (spec §2 'Registration request'). */
export function RequestForm({
  context,
  send,
  lang,
  siteUrl,
  options,
  isSubmitting,
}: FirstRegistrationStepProps & {
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
  const { details, company, account } = context;
  const editDetails = (patch: Partial<FirstRegistrationDetails>) =>
    send({ type: 'EDIT_DETAILS', patch });
  const editCompany = (patch: FirstRegistrationContext['company']) =>
    send({ type: 'EDIT_COMPANY', patch });

  return (
    <RegistrationForm
      step={{ feedback, send, isSubmitting }}
      texts={{ label: messages.requestForm, submit: messages.submit }}
      order={requestOrder}
      fallback="company.name"
    >
      <FormSection title={t(messages.sectionCompany)}>
        {account ? (
          <PickedCompany account={account} onChange={() => send({ type: 'CHANGE_COMPANY' })} />
        ) : (
          <>
            <CompanyFields
              fields={companyDraftBindings(feedback, company, editCompany)}
              options={options}
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

      <ContactSection
        title={t(messages.sectionAbout)}
        step={{ feedback, send }}
        contact={context.contact}
        options={options}
        emailReadOnly
      >
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
      </ContactSection>

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
    </RegistrationForm>
  );
}
