// The VAT a company's quotes and invoices apply (spec §9 'VAT shown'; docs/payments.md "VAT"): the
// domain's rule (`vatTreatment`) read from the company's billing country (its country when no
// billing address is given) and its VAT number. The quote, its installments and its invoices all
// ask here, so they cannot differ.
import { vatTreatment } from '@salon/domain';
import type { VatTreatment } from '@salon/domain';
import type { AccountRow } from '../../infra/db/rows';

export function vatTreatmentOf(
  account: Pick<AccountRow, 'billingCountry' | 'country' | 'tva'>,
  standardPercent: number,
): VatTreatment {
  return vatTreatment(
    { country: account.billingCountry || account.country, vatNumber: account.tva },
    standardPercent,
  );
}
