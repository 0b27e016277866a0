// The company's fields (spec §3 Account fields, §5 rules), written once for every form that edits a
// company: the registration forms (identity, address, identifiers; a visitor or a temporary
// registration gives the name alone) and the account's edit-company modal (the address, the
// language and the VAT number, spec §2 me/company). A form shows the fields it binds, always in
// this order (docs/portal-kit.md "Field groups").
import type { CompanyDraft } from '@salon/machines';
import { TextField, type PickOption } from '@salon/ui';
import type { ReactNode, Ref } from 'react';
import { useIntl } from 'react-intl';
import type { FormMessages } from '../formFeedback';
import type { FieldInput, FieldSelect } from '../formFields';
import { companyFieldMessages as messages } from './fieldMessages';
import * as styles from './fields.css';
import { pathIn } from './paths';
import { pickListsOf } from './pickLists';

/** The fields of the group, in the order they show (for a form's error summary). */
export const companyFieldOrder = [
  'name',
  'street',
  'additional_address',
  'postalCode',
  'city',
  'country',
  'langue',
  'siret',
  'tva',
  'industry',
  'size',
  'website',
  'instagram',
] as const;

type PickListField = 'country' | 'langue' | 'industry';
type TextFieldName = Exclude<(typeof companyFieldOrder)[number], PickListField>;

/** Each field the form shows, bound to its value, its edit and its message (kit/formFields). */
export type CompanyBindings = { [K in TextFieldName]?: FieldInput<string> } & {
  [K in PickListField]?: FieldSelect;
};

/** The fields of a company draft that hold text (spec §3: the others are yes/no choices). */
export type CompanyTextField = {
  [K in keyof CompanyDraft]-?: NonNullable<CompanyDraft[K]> extends string ? K : never;
}[keyof CompanyDraft];

/**
 * A company draft's fields (the registration forms: `company.*` paths), bound to the form's
 * messages and to the draft's patch; a field the draft does not hold yet shows empty.
 */
export function companyDraftFields(
  feedback: FormMessages,
  company: CompanyDraft,
  edit: (patch: CompanyDraft) => void,
) {
  const typed = (field: CompanyTextField) => company[field] ?? '';
  return {
    text: (field: CompanyTextField): FieldInput<string> => ({
      ...feedback.field(pathIn('company', field)),
      value: typed(field),
      onChange: (value) => edit({ [field]: value }),
    }),
    pick: (field: CompanyTextField): FieldSelect => ({
      ...feedback.field(pathIn('company', field)),
      selectedKey: typed(field) || null,
      onSelectionChange: (key) => edit({ [field]: key === null ? '' : String(key) }),
    }),
  };
}

/** The company fields of a registration (all but the language), on its draft. */
export function companyDraftBindings(
  feedback: FormMessages,
  company: CompanyDraft,
  edit: (patch: CompanyDraft) => void,
): CompanyBindings {
  const { text, pick } = companyDraftFields(feedback, company, edit);
  return {
    name: text('name'),
    street: text('street'),
    additional_address: text('additional_address'),
    postalCode: text('postalCode'),
    city: text('city'),
    country: pick('country'),
    siret: text('siret'),
    tva: text('tva'),
    industry: pick('industry'),
    size: text('size'),
    website: text('website'),
    instagram: text('instagram'),
  };
}

export interface CompanyFieldsProps {
  fields: CompanyBindings;
  /** The Account picklists (spec §3), for the pick-list fields shown. */
  options?: { [K in PickListField]?: PickOption[] };
  /** What shows in place of the pick lists whose options are not there yet (loading, failed). */
  pendingLists?: ReactNode;
  /** The pick lists' placeholder. */
  placeholder?: string;
  /**
   * spec §5 'VAT is editable only if empty' (the account's company): the VAT number is optional,
   * says so, and is read only once saved. Without it (a registration) it is required.
   */
  vat?: { locked: boolean };
  /** The name's input, for a form that focuses it (after 'My company is not in the list'). */
  nameRef?: Ref<HTMLInputElement>;
}

export function CompanyFields({
  fields,
  options = {},
  pendingLists,
  placeholder,
  vat,
  nameRef,
}: CompanyFieldsProps) {
  const t = useIntl().formatMessage;
  const pickList = pickListsOf({
    order: ['country', 'langue', 'industry'],
    fields,
    options,
    pending: pendingLists,
    placeholder,
  });
  const vatDescription = vat
    ? vat.locked
      ? messages.vatLocked
      : messages.vatHelp
    : messages.tvaHint;
  return (
    <>
      {fields.name ? (
        <TextField
          {...fields.name}
          inputRef={nameRef}
          label={t(messages.name)}
          isRequired
          autoComplete="organization"
        />
      ) : null}
      {fields.street ? (
        <TextField
          {...fields.street}
          label={t(messages.street)}
          isRequired
          autoComplete="address-line1"
        />
      ) : null}
      {fields.additional_address ? (
        <TextField
          {...fields.additional_address}
          label={t(messages.additionalAddress)}
          autoComplete="address-line2"
        />
      ) : null}
      {fields.postalCode || fields.city ? (
        <div className={styles.row}>
          {fields.postalCode ? (
            <TextField
              {...fields.postalCode}
              label={t(messages.postalCode)}
              isRequired
              autoComplete="postal-code"
              width="short"
            />
          ) : null}
          {fields.city ? (
            <TextField
              {...fields.city}
              label={t(messages.city)}
              isRequired
              autoComplete="address-level2"
              width="medium"
            />
          ) : null}
        </div>
      ) : null}
      {pickList('country', t(messages.country), true)}
      {pickList('langue', t(messages.language), true)}
      {fields.siret ? (
        <TextField
          {...fields.siret}
          label={t(messages.siret)}
          description={t(messages.siretHint)}
          isRequired
          inputMode="numeric"
          width="medium"
        />
      ) : null}
      {fields.tva ? (
        <TextField
          {...fields.tva}
          label={t(messages.tva)}
          description={t(vatDescription)}
          isRequired={!vat}
          isReadOnly={vat?.locked}
          width="medium"
        />
      ) : null}
      {pickList('industry', t(messages.industry), true)}
      {fields.size ? (
        <TextField
          {...fields.size}
          label={t(messages.size)}
          isRequired
          inputMode="numeric"
          width="short"
        />
      ) : null}
      {fields.website ? (
        <TextField
          {...fields.website}
          label={t(messages.website)}
          description={t(messages.urlHint)}
          type="url"
          inputMode="url"
          autoComplete="url"
        />
      ) : null}
      {fields.instagram ? (
        <TextField
          {...fields.instagram}
          label={t(messages.instagram)}
          description={t(messages.instagramHint)}
          type="url"
          inputMode="url"
        />
      ) : null}
    </>
  );
}
