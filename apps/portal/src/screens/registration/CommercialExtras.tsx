// The commercial information of a first registration (spec §2 'Registration request'): where
// the products are made, their category and gender, eco-responsibility, other shows, marketplaces.
import { productGenders } from '@salon/domain';
import type { FirstRegistrationContext } from '@salon/machines';
import { Radio, RadioGroup, Select, TextField } from '@salon/ui';
import { useIntl } from 'react-intl';
import { firstRegMessages as messages } from './firstRegistrationMessages';
import { fieldMessages } from './messages';
import { ChoiceGroup } from '../../kit/ChoiceGroup';
import { type FormMessages } from '../../kit/formFeedback';
import { sectionFields } from '../../kit/formFields';
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
  const { select } = sectionFields(feedback, 'company', company, edit);
  return (
    <>
      <Select
        {...select('manufacture_country')}
        label={t(messages.manufactureCountry)}
        options={countries}
      />
      <TextField
        {...feedback.field('company.product_category')}
        label={t(messages.productCategory)}
        description={t(messages.productCategoryHint)}
        width="medium"
        value={company.product_category ?? ''}
        onChange={(product_category) => edit({ product_category })}
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
          {...select('marketplace_reason')}
          label={t(messages.marketplaceReason)}
          options={reasons}
        />
      ) : null}
    </>
  );
}
