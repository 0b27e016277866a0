// The quote display fields of spec §3 as the ui's quote shows them, in the page's language: the
// stand built from its structured values (number or 'to be allocated', surface, corners), the
// lines in the page's language (the API answers them so), the amounts step by step from the
// domain's rule (`quoteAmountRows`: every row adds up, docs/quotes.md "The amounts"), and the
// schedule with its 1st installment 'at signature' before the quote is signed (spec §9). The
// portal only wires: it formats the domain's messages, it computes nothing.
import {
  displayedStatus,
  quoteAmountRows,
  standDescription,
  type InstallmentWithState,
  type Language,
  type RebookingQuote,
} from '@salon/domain';
import type { QuoteDetails, QuoteFile } from '@salon/ui';
import type { IntlShape } from 'react-intl';
import { formatKey } from '../../../i18n/formatKey';
import { methodMessages } from './quoteMessages';
import { toUiInstallments } from './quoteFacts';

function countryName(code: string, lang: Language): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

type Person = { name: string; email: string | null } | null;

const person = (manager: Person) =>
  manager ? { name: manager.name, ...(manager.email ? { email: manager.email } : {}) } : undefined;

/** The amounts of the quote as the ui's rows, each named in the page's language. */
export function quoteAmounts(
  intl: IntlShape,
  offre: RebookingQuote['offre'],
): Pick<QuoteDetails, 'amounts' | 'amountsNote'> {
  const { rows, vatMention } = quoteAmountRows(offre);
  return {
    amounts: rows.map((row) => ({
      id: row.id,
      label: formatKey(intl, row.label.key, row.label.values),
      cents: row.amount,
      isTotal: row.isTotal,
    })),
    ...(vatMention ? { amountsNote: formatKey(intl, vatMention) } : {}),
  };
}

/** The quote display fields of spec §3 as the ui's quote shows them. */
export function quoteDetails(
  intl: IntlShape,
  lang: Language,
  quote: RebookingQuote,
  schedule: readonly InstallmentWithState[],
  file?: QuoteFile,
): QuoteDetails {
  const { opportunity, offre } = quote;
  const address = offre.billing_address;
  const stand = standDescription(opportunity);
  return {
    event: opportunity.event_name,
    brands: opportunity.marques,
    stand: formatKey(intl, stand.key, stand.values),
    status: displayedStatus(opportunity) ?? 'quoteToValidate',
    surfaceM2: opportunity.surface,
    corners: opportunity.angles,
    boothNumber: opportunity.stand?.trim() || formatKey(intl, 'quote.stand_to_be_allocated'),
    billingAddress: {
      street: address.street,
      postalCode: address.postalCode,
      city: address.city,
      country: countryName(address.country, lang),
    },
    ...(file ? { file } : {}),
    fileManager: person(offre.file_manager),
    billingManager: person(offre.billing_manager),
    standManager: person(offre.stand_manager),
    lines: offre.lines.map((line) => ({
      label: line.label,
      quantity: line.quantity,
      unitPriceCents: line.unit_price,
      totalCents: line.total,
    })),
    ...quoteAmounts(intl, offre),
    ...(offre.payment_method
      ? { paymentMethod: intl.formatMessage(methodMessages[offre.payment_method]) }
      : {}),
    ...(opportunity.comment_rbkg ? { messageToSalesAdvisor: opportunity.comment_rbkg } : {}),
    installments: toUiInstallments(schedule),
  };
}
