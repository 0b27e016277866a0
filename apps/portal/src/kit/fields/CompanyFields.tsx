// The company's fields (spec §3 Account fields, §5 rules), written once for every form that edits a
// company: the registration forms (identity, address, identifiers; a visitor or a temporary
// registration gives the name alone) and the account's edit-company modal (the address, the
// language and the VAT number, spec §2 me/company). A form shows the fields it binds, always in
// this order (docs/portal-kit.md "Field groups").
import type { CompanyDraft } from '@salon/machines';
import { InfoTip, type PickOption } from '@salon/ui';
import type { ReactNode, Ref } from 'react';
import { useIntl } from 'react-intl';
import type { FormMessages } from '../formFeedback';
import type { FieldInput, FieldSelect } from '../formFields';
import { companyFieldMessages as messages } from './fieldMessages';
import * as styles from './fields.css';
import { pathIn } from './paths';
import { pickListsOf } from './pickLists';
import { useTextFields, type TextFieldSpec } from './textFields';

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

/** The company's text fields (spec §3), as every form shows them. */
const textSpecs: Record<TextFieldName, TextFieldSpec> = {
  name: { label: messages.name, isRequired: true, autoComplete: 'organization' },
  street: { label: messages.street, isRequired: true, autoComplete: 'address-line1' },
  additional_address: { label: messages.additionalAddress, autoComplete: 'address-line2' },
  postalCode: {
    label: messages.postalCode,
    isRequired: true,
    autoComplete: 'postal-code',
    width: 'short',
  },
  city: { label: messages.city, isRequired: true, autoComplete: 'address-level2', width: 'medium' },
  siret: {
    label: messages.siret,
    hint: messages.siretHint,
    isRequired: true,
    inputMode: 'numeric',
    width: 'medium',
  },
  tva: { label: messages.tva, width: 'medium' },
  size: { label: messages.size, isRequired: true, inputMode: 'numeric', width: 'short' },
  website: {
    label: messages.website,
    hint: messages.urlHint,
    type: 'url',
    inputMode: 'url',
    autoComplete: 'url',
  },
  instagram: {
    label: messages.instagram,
    hint: messages.instagramHint,
    type: 'url',
    inputMode: 'url',
  },
};

export function CompanyFields({
  fields,
  options = {},
  pendingLists,
  placeholder,
  vat,
  nameRef,
}: CompanyFieldsProps) {
  const t = useIntl().formatMessage;
  const text = useTextFields(textSpecs, fields);
  const pickList = pickListsOf({
    order: ['country', 'langue', 'industry'],
    fields,
    options,
    pending: pendingLists,
    placeholder,
  });
  // spec §5: required at registration; once saved, read only on the account (`vat`).
  const vatRule = vat
    ? { description: t(vat.locked ? messages.vatLocked : messages.vatHelp), isReadOnly: vat.locked }
    : { description: t(messages.tvaHint), isRequired: true };
  return (
    <>
      {text('name', { inputRef: nameRef })}
      {text('street')}
      {text('additional_address')}
      {fields.postalCode || fields.city ? (
        <div className={styles.row}>
          {text('postalCode')}
          {text('city')}
        </div>
      ) : null}
      {pickList('country', t(messages.country), true)}
      {pickList('langue', t(messages.language), true)}
      {text('siret')}
      {vat ? (
        // spec §2 'tooltip', §5 'VAT is editable only if empty': the rule explained beside the
        // account's field, the ui's tip as the quote's (docs/design.md).
        <div className={styles.row}>
          {text('tva', vatRule)}
          <InfoTip label={t(messages.vatTipLabel)} content={t(messages.vatTip)} />
        </div>
      ) : (
        text('tva', vatRule)
      )}
      {pickList('industry', t(messages.industry), true)}
      {text('size')}
      {text('website')}
      {text('instagram')}
    </>
  );
}
