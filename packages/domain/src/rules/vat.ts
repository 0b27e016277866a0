// The VAT a quote and its invoices apply to an exhibitor (spec §9 'Prices in euros; VAT shown';
// docs/payments.md "VAT"). The organiser is established in France and sells services: a booth at
// a trade show, to a business.
//
// The rule kept, from the place-of-supply rules for services between businesses (article 259-1 of
// the French tax code, article 44 of the VAT directive 2006/112/EC: a booth and its services are
// taxed where the buying business is established):
// - a business established in France (or Monaco, inside the French VAT territory): French VAT at
//   the standard rate;
// - a business established in another member state of the EU that gives its intra-community VAT
//   number: no French VAT, the buyer accounts for it (reverse charge, article 283-2 of the French
//   tax code, article 196 of the directive); the invoice says 'Autoliquidation' and carries both
//   VAT numbers;
// - a business in another member state WITHOUT a VAT number: it cannot be shown to be a taxable
//   business there, so French VAT applies, as for a French buyer;
// - a business established outside the EU: the service is outside the scope of French VAT
//   (article 259-1), and the invoice says so.
// A quote shows the same treatment as the invoices it leads to.
import type { RuleMessageKey } from '../messages/catalogs';

/** The member states of the European Union (ISO 3166-1 alpha-2), France included. */
export const EU_COUNTRIES: readonly string[] = [
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT',
  'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
]; // prettier-ignore

/** Countries inside the French VAT territory (Monaco is, by the Franco-Monegasque convention). */
const FRENCH_VAT_TERRITORY: readonly string[] = ['FR', 'MC'];

export type VatTreatmentKind = 'standard' | 'reverseCharge' | 'outsideScope';

export interface VatTreatment {
  readonly kind: VatTreatmentKind;
  /** The rate applied, in percent: the standard rate, or 0. */
  readonly percent: number;
  /**
   * The EN 16931 VAT category code (UNTDID 5305) for the e-invoice: S standard rate, AE reverse
   * charge, O outside the scope of VAT.
   */
  readonly category: 'S' | 'AE' | 'O';
  /** The exemption reason code (VATEX list of the EN 16931) when no VAT is charged. */
  readonly exemptionCode: 'VATEX-EU-AE' | 'VATEX-EU-O' | null;
  /** What the quote and the invoice say of it (`{percent}` for the standard rate). */
  readonly messageKey: RuleMessageKey;
}

export interface VatBuyer {
  /** Country of the billing address, ISO 3166-1 alpha-2 (any case). */
  readonly country: string | null;
  /** The buyer's intra-community VAT number, if it gave one. */
  readonly vatNumber: string | null;
}

/** The VAT treatment of a sale to `buyer` (see the rule at the top of this file). */
export function vatTreatment(buyer: VatBuyer, standardPercent: number): VatTreatment {
  const country = (buyer.country ?? 'FR').trim().toUpperCase() || 'FR';
  const hasVatNumber = (buyer.vatNumber ?? '').trim() !== '';
  if (!FRENCH_VAT_TERRITORY.includes(country) && EU_COUNTRIES.includes(country) && hasVatNumber) {
    return {
      kind: 'reverseCharge',
      percent: 0,
      category: 'AE',
      exemptionCode: 'VATEX-EU-AE',
      messageKey: 'vat.reverse_charge',
    };
  }
  if (!FRENCH_VAT_TERRITORY.includes(country) && !EU_COUNTRIES.includes(country)) {
    return {
      kind: 'outsideScope',
      percent: 0,
      category: 'O',
      exemptionCode: 'VATEX-EU-O',
      messageKey: 'vat.outside_scope',
    };
  }
  return {
    kind: 'standard',
    percent: standardPercent,
    category: 'S',
    exemptionCode: null,
    messageKey: 'vat.standard',
  };
}

/**
 * The SIREN of a French company: the first nine digits of its SIRET (spec §5: 14 digits), the
 * identifier a French buyer's invoice names; null when the SIRET is not one.
 */
export function sirenOf(siret: string | null): string | null {
  const digits = (siret ?? '').replace(/\s/g, '');
  return /^\d{14}$/.test(digits) ? digits.slice(0, 9) : null;
}
