// The show organiser as its invoices and bank transfers name it (spec §9; apps/api/README.md
// "Configuration"): the seller on the invoices and the VAT rate of new quotes, and the bank account
// transfers are paid into. Read once here, for the areas that print or quote them (payments,
// invoices, registration, operator) and the demo seed.
import type { Env } from '../../infra/config/env';

export interface Seller {
  name: string;
  address: string;
  vatNumber: string;
  siret: string;
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

export function readBillingConfig(
  env: Env,
  production: boolean,
  problems: string[],
): BillingConfig {
  const vatRate = Number(env.VAT_RATE ?? '20');
  if (!(vatRate >= 0 && vatRate <= 100)) problems.push('VAT_RATE must be a percentage');
  return {
    seller: {
      name: env.SELLER_NAME || 'Salon SAS',
      address: env.SELLER_ADDRESS || '12 rue de la Paix, 75002 Paris, France',
      vatNumber: env.SELLER_VAT || 'FR40123456824',
      siret: env.SELLER_SIRET || '12345682400017',
      vatRate,
    },
    bank: bankOf(env, production, problems),
  };
}
