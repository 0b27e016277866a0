// The commercial fields of an exhibitor's company (spec §3 Account fields, required without an
// existing account by spec §5): brand, shops and price level, as the machine's draft holds them.
// The company's identity and address are the kit's group (kit/fields/CompanyFields.tsx).
import type { CompanyDraft } from '@salon/machines';
import { TextField } from '@salon/ui';
import { useIntl } from 'react-intl';
import type { FormMessages } from '../../kit/formFeedback';
import { companyDraftFields } from '../../kit/fields/CompanyFields';
import { commercialMessages as fieldMessages } from './messages';

/** The commercial fields in the order of `CommercialFields`, for the error summary. */
export const commercialFieldOrder = ['brand', 'shop', 'wholesale_price', 'retail_price'] as const;

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
  const { text } = companyDraftFields(messages, company, edit);
  return (
    <>
      <TextField
        {...text('brand')}
        label={t(fieldMessages.brand)}
        description={t(fieldMessages.brandHint)}
        isRequired
      />
      <TextField
        {...text('shop')}
        label={t(fieldMessages.shop)}
        description={t(fieldMessages.shopHint)}
        isRequired
        inputMode="numeric"
        width="short"
      />
      <TextField
        {...text('wholesale_price')}
        label={t(fieldMessages.wholesalePrice)}
        description={t(fieldMessages.wholesalePriceHint)}
        isRequired
        inputMode="decimal"
        width="short"
        suffix="€"
      />
      <TextField
        {...text('retail_price')}
        label={t(fieldMessages.retailPrice)}
        description={t(fieldMessages.retailPriceHint)}
        isRequired
        inputMode="decimal"
        width="short"
        suffix="€"
      />
    </>
  );
}
