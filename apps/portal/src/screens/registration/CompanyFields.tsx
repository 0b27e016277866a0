// The company's fields (spec §3 Account fields, §5 rules): identity, address, identifiers and
// the commercial fields of a first registration, as the machine's draft holds them.
import type { CompanyDraft } from '@salon/machines';
import { Select, TextField, type PickOption } from '@salon/ui';
import { useIntl } from 'react-intl';
import type { FormMessages } from '../../kit/formFeedback';
import { fieldMessages } from './messages';
import * as styles from './registration.css';
import { choice } from './ContactFields';

/** The company's identity fields in the order of `CompanyFields`, for the error summary. */
export const companyFieldOrder = [
  'company.name',
  'company.street',
  'company.additional_address',
  'company.postalCode',
  'company.city',
  'company.country',
  'company.siret',
  'company.tva',
  'company.industry',
  'company.size',
  'company.website',
  'company.instagram',
] as const;

/** The commercial fields in the order of `CommercialFields`. */
export const commercialFieldOrder = [
  'company.brand',
  'company.shop',
  'company.wholesale_price',
  'company.retail_price',
] as const;

type TextKey = {
  [K in keyof CompanyDraft]-?: NonNullable<CompanyDraft[K]> extends string ? K : never;
}[keyof CompanyDraft];

function text(company: CompanyDraft, key: TextKey): string {
  const value = company[key];
  return typeof value === 'string' ? value : '';
}

/**
 * The company of spec §3 as an exhibitor gives it: without an existing account, name, address,
 * city, postal code, country, industry, VAT and SIRET are required (spec §5).
 */
export function CompanyFields({
  company,
  edit,
  messages,
  countries,
  industries,
  nameRef,
}: {
  company: CompanyDraft;
  edit: (patch: CompanyDraft) => void;
  messages: FormMessages;
  countries: PickOption[];
  industries: PickOption[];
  nameRef?: React.Ref<HTMLInputElement>;
}) {
  const t = useIntl().formatMessage;
  return (
    <>
      <TextField
        {...messages.field('company.name')}
        inputRef={nameRef}
        label={t(fieldMessages.companyName)}
        isRequired
        autoComplete="organization"
        value={text(company, 'name')}
        onChange={(name) => edit({ name })}
      />
      <TextField
        {...messages.field('company.street')}
        label={t(fieldMessages.street)}
        isRequired
        autoComplete="address-line1"
        value={text(company, 'street')}
        onChange={(street) => edit({ street })}
      />
      <TextField
        {...messages.field('company.additional_address')}
        label={t(fieldMessages.additionalAddress)}
        autoComplete="address-line2"
        value={text(company, 'additional_address')}
        onChange={(additional_address) => edit({ additional_address })}
      />
      <div className={styles.row}>
        <TextField
          {...messages.field('company.postalCode')}
          label={t(fieldMessages.postalCode)}
          isRequired
          autoComplete="postal-code"
          width="short"
          value={text(company, 'postalCode')}
          onChange={(postalCode) => edit({ postalCode })}
        />
        <TextField
          {...messages.field('company.city')}
          label={t(fieldMessages.city)}
          isRequired
          autoComplete="address-level2"
          width="medium"
          value={text(company, 'city')}
          onChange={(city) => edit({ city })}
        />
      </div>
      <Select
        {...messages.field('company.country')}
        label={t(fieldMessages.country)}
        isRequired
        options={countries}
        selectedKey={text(company, 'country') || null}
        onSelectionChange={(key) => edit({ country: choice(key) })}
      />
      <TextField
        {...messages.field('company.siret')}
        label={t(fieldMessages.siret)}
        description={t(fieldMessages.siretHint)}
        isRequired
        inputMode="numeric"
        width="medium"
        value={text(company, 'siret')}
        onChange={(siret) => edit({ siret })}
      />
      <TextField
        {...messages.field('company.tva')}
        label={t(fieldMessages.tva)}
        description={t(fieldMessages.tvaHint)}
        isRequired
        width="medium"
        value={text(company, 'tva')}
        onChange={(tva) => edit({ tva })}
      />
      <Select
        {...messages.field('company.industry')}
        label={t(fieldMessages.industry)}
        isRequired
        options={industries}
        selectedKey={text(company, 'industry') || null}
        onSelectionChange={(key) => edit({ industry: choice(key) })}
      />
      <TextField
        {...messages.field('company.size')}
        label={t(fieldMessages.size)}
        isRequired
        inputMode="numeric"
        width="short"
        value={text(company, 'size')}
        onChange={(size) => edit({ size })}
      />
      <TextField
        {...messages.field('company.website')}
        label={t(fieldMessages.website)}
        description={t(fieldMessages.urlHint)}
        type="url"
        inputMode="url"
        autoComplete="url"
        value={text(company, 'website')}
        onChange={(website) => edit({ website })}
      />
      <TextField
        {...messages.field('company.instagram')}
        label={t(fieldMessages.instagram)}
        description={t(fieldMessages.instagramHint)}
        type="url"
        inputMode="url"
        value={text(company, 'instagram')}
        onChange={(instagram) => edit({ instagram })}
      />
    </>
  );
}

/** Brand, shops and price level (spec §3, required without an account by spec §5). */
export function CommercialFields({
  company,
  edit,
  messages,
}: {
  company: CompanyDraft;
  edit: (patch: CompanyDraft) => void;
  messages: FormMessages;
}) {
  const t = useIntl().formatMessage;
  return (
    <>
      <TextField
        {...messages.field('company.brand')}
        label={t(fieldMessages.brand)}
        description={t(fieldMessages.brandHint)}
        isRequired
        value={text(company, 'brand')}
        onChange={(brand) => edit({ brand })}
      />
      <TextField
        {...messages.field('company.shop')}
        label={t(fieldMessages.shop)}
        description={t(fieldMessages.shopHint)}
        isRequired
        inputMode="numeric"
        width="short"
        value={text(company, 'shop')}
        onChange={(shop) => edit({ shop })}
      />
      <TextField
        {...messages.field('company.wholesale_price')}
        label={t(fieldMessages.wholesalePrice)}
        description={t(fieldMessages.wholesalePriceHint)}
        isRequired
        inputMode="decimal"
        width="short"
        suffix="€"
        value={text(company, 'wholesale_price')}
        onChange={(wholesale_price) => edit({ wholesale_price })}
      />
      <TextField
        {...messages.field('company.retail_price')}
        label={t(fieldMessages.retailPrice)}
        description={t(fieldMessages.retailPriceHint)}
        isRequired
        inputMode="decimal"
        width="short"
        suffix="€"
        value={text(company, 'retail_price')}
        onChange={(retail_price) => edit({ retail_price })}
      />
    </>
  );
}
