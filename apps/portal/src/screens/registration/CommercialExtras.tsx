// The commercial information of a first registration (spec §2 'Registration request'): where
// the products are made, their category and gender, eco-responsibility, other shows, marketplaces.
import { productGenders } from '@salon/domain';
import type { FirstRegistrationContext } from '@salon/machines';
import { Radio, RadioGroup, Select, TextField } from '@salon/ui';
import { useIntl } from 'react-intl';
import { firstRegMessages as messages } from './firstRegistrationMessages';
import { ChoiceGroup } from '../../kit/ChoiceGroup';
import { companyDraftFields } from '../../kit/fields/CompanyFields';
import { companyFieldMessages } from '../../kit/fields/fieldMessages';
import { type FormMessages } from '../../kit/formFeedback';
import type { PicklistOptions } from './picklists';
import { genderLabels, yesNo } from './FirstRegistrationRequest';

/** The commercial information of spec §3 beyond the required fields, all optional. */
export function CommercialExtras({
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
  const { text, pick } = companyDraftFields(feedback, company, edit);
  return (
    <>
      <Select
        {...pick('manufacture_country')}
        label={t(messages.manufactureCountry)}
        options={countries}
      />
      <TextField
        {...text('product_category')}
        label={t(messages.productCategory)}
        description={t(messages.productCategoryHint)}
        width="medium"
      />
      <ChoiceGroup
        {...feedback.field('company.product_gender')}
        label={t(messages.productGender)}
        value={company.product_gender || null}
        onChange={(value) => edit({ product_gender: value as (typeof productGenders)[number] })}
        choices={productGenders}
        labels={genderLabels}
      />
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
      <TextField {...text('other_shows')} label={t(messages.otherShows)} />
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
          {...text('marketplace_url')}
          label={t(messages.marketplaceUrl)}
          description={t(companyFieldMessages.urlHint)}
          type="url"
          inputMode="url"
        />
      ) : null}
      {presence === 'no' ? (
        <Select
          {...pick('marketplace_reason')}
          label={t(messages.marketplaceReason)}
          options={reasons}
        />
      ) : null}
    </>
  );
}
