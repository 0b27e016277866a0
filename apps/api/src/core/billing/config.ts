// The show organiser as its invoices and bank transfers name it (spec §9; apps/api/README.md
// "Configuration"): the seller on the invoices, with the legal mentions French law requires on
// them (docs/payments.md "Mentions"), the VAT rate of new quotes, and the bank account transfers
// are paid into. Read once here, for the areas that print or quote them (payments, invoices,
// registration, operator) and the demo seed. Every legal mention is required in production.
import { sirenOf } from '@salon/domain';
import type { Env } from '../../infra/config/env';

export interface Seller {
  name: string;
  /** The whole address on one line (street, postal code and city, country). */
  address: string;
  street: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  vatNumber: string;
  siret: string;
  /** The first nine digits of the SIRET. */
  siren: string;
  /** Its legal form ('SAS', 'SA'...), share capital in euros, and RCS registration. */
  legalForm: string;
  shareCapital: number;
  rcs: string;
  /** Opted for paying VAT on debits (article 269-2-c of the French tax code). */
  vatOnDebits: boolean;
  /** The late-payment penalty rate, in percent a year (article L441-10 of the commercial code). */
  latePenaltyPercent: number;
  vatRate: number;
}

export interface BankAccount {
  holder: string;
  iban: string;
  bic: string;
  bank: string;
}

export interface BillingConfig {
  seller: Seller;
  bank: BankAccount;
}

function bankOf(env: Env, production: boolean, problems: string[]): BankAccount {
  if (production) {
    for (const name of ['BANK_HOLDER', 'BANK_IBAN', 'BANK_BIC', 'BANK_NAME']) {
      if (!env[name]) problems.push(`${name} is required in production`);
    }
  }
  if (env.BANK_IBAN && !/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(env.BANK_IBAN.replace(/\s/g, ''))) {
    problems.push('BANK_IBAN must be an IBAN without spaces');
  }
  return {
    holder: env.BANK_HOLDER || 'Salon SAS',
    iban: env.BANK_IBAN || 'FR7630006000011234567890189',
    bic: env.BANK_BIC || 'AGRIFRPPXXX',
    bank: env.BANK_NAME || 'Banque de démonstration',
  };
}

/** The seller's variables: required in production, a demo value in development. */
const sellerDefaults = {
  SELLER_NAME: 'Salon SAS',
  SELLER_ADDRESS: '12 rue de la Paix',
  SELLER_POSTAL_CODE: '75002',
  SELLER_CITY: 'Paris',
  SELLER_VAT: 'FR40123456824',
  SELLER_SIRET: '12345682400017',
  SELLER_LEGAL_FORM: 'SAS',
  SELLER_SHARE_CAPITAL: '100000',
  SELLER_RCS: 'RCS Paris 123 456 824',
} as const;

/** A percentage from 0 to 100 (`fallback` when unset, a problem when wrong). */
function percent(env: Env, name: string, fallback: number, problems: string[]): number {
  const value = Number(env[name] || fallback);
  if (!(value >= 0 && value <= 100)) problems.push(`${name} must be a percentage`);
  return value;
}

function sellerOf(env: Env, production: boolean, problems: string[]): Seller {
  const value = (name: keyof typeof sellerDefaults) => {
    if (production && !env[name]) problems.push(`${name} is required in production`);
    return (env[name] || sellerDefaults[name]).trim();
  };
  const siret = value('SELLER_SIRET').replace(/\s/g, '');
  if (!/^\d{14}$/.test(siret)) problems.push('SELLER_SIRET must be 14 digits');
  const vatNumber = value('SELLER_VAT').replace(/\s/g, '');
  if (!/^[A-Z]{2}[0-9A-Z]{2,13}$/.test(vatNumber)) {
    problems.push('SELLER_VAT must be a VAT number (country prefix, then 2 to 13 characters)');
  }
  const country = (env.SELLER_COUNTRY || 'FR').trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(country)) problems.push('SELLER_COUNTRY must be an ISO 3166 code');
  const shareCapital = Number(value('SELLER_SHARE_CAPITAL'));
  if (!(shareCapital > 0)) problems.push('SELLER_SHARE_CAPITAL must be an amount in euros');
  const street = value('SELLER_ADDRESS');
  const postalCode = value('SELLER_POSTAL_CODE');
  const city = value('SELLER_CITY');
  return {
    name: value('SELLER_NAME'),
    address: `${street}, ${postalCode} ${city}${country === 'FR' ? ', France' : `, ${country}`}`,
    street,
    postalCode,
    city,
    country,
    vatNumber,
    siret,
    siren: sirenOf(siret) ?? siret.slice(0, 9),
    legalForm: value('SELLER_LEGAL_FORM'),
    shareCapital,
    rcs: value('SELLER_RCS'),
    vatOnDebits: (env.SELLER_VAT_ON_DEBITS ?? 'true') === 'true',
    latePenaltyPercent: percent(env, 'LATE_PAYMENT_PENALTY_RATE', 12.15, problems),
    vatRate: percent(env, 'VAT_RATE', 20, problems),
  };
}

export function readBillingConfig(
  env: Env,
  production: boolean,
  problems: string[],
): BillingConfig {
  return {
    seller: sellerOf(env, production, problems),
    bank: bankOf(env, production, problems),
  };
}
