// The commercial fields of an exhibitor's company (spec §3 Account fields, required without an
// existing account by spec §5): brand, shops and price level, as the machine's draft holds them.
// The company's identity and address are the kit's group (kit/fields/CompanyFields.tsx).
import type { CompanyDraft } from '@salon/machines';
import { Fragment } from 'react';
import { companyDraftFields } from '../../kit/fields/CompanyFields';
import { useTextFields, type TextFieldSpec } from '../../kit/fields/textFields';
import type { FormMessages } from '../../kit/formFeedback';
import { commercialMessages as messages } from './messages';

/** The commercial fields in the order of `CommercialFields`, for the error summary. */
export const commercialFieldOrder = ['brand', 'shop', 'wholesale_price', 'retail_price'] as const;

type CommercialField = (typeof commercialFieldOrder)[number];

const price = { isRequired: true, inputMode: 'decimal', width: 'short', suffix: '€' } as const;

const specs: Record<CommercialField, TextFieldSpec> = {
  brand: { label: messages.brand, hint: messages.brandHint, isRequired: true },
  shop: {
    label: messages.shop,
    hint: messages.shopHint,
    isRequired: true,
    inputMode: 'numeric',
    width: 'short',
  },
  wholesale_price: { label: messages.wholesalePrice, hint: messages.wholesalePriceHint, ...price },
  retail_price: { label: messages.retailPrice, hint: messages.retailPriceHint, ...price },
};

/** Brand, shops and price level (spec §3, required without an account by spec §5). */
export function CommercialFields({
  company,
  edit,
  messages: feedback,
}: {
  company: CompanyDraft;
  edit: (patch: CompanyDraft) => void;
  messages: FormMessages;
}) {
  const { text } = companyDraftFields(feedback, company, edit);
  const field = useTextFields(specs, {
    brand: text('brand'),
    shop: text('shop'),
    wholesale_price: text('wholesale_price'),
    retail_price: text('retail_price'),
  });
  return (
    <>
      {commercialFieldOrder.map((name) => (
        <Fragment key={name}>{field(name)}</Fragment>
      ))}
    </>
  );
}
