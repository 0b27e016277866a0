// Test data (not exported by the package), valid for the domain's schemas.
import type {
  AccountMatch,
  Campaign,
  Company,
  LoginResponse,
  Offer,
  Opportunity,
  Payment,
  PendingTransfer,
  PublicCampaign,
  RebookingQuote,
  Tokens,
  Transaction,
  User,
} from '@salon/domain';
import { companyOf, duePayment } from '@salon/domain/fixtures';

export const exhibitor: User = {
  id: 'usr_1',
  role: 'exposant',
  contact: {
    salutation: 'Ms',
    firstname: 'Anne',
    lastname: 'Martin',
    phone: '+33 1 23 45 67 89',
    mobile: null,
    email: 'anne@example.com',
    fonction: null,
    langue: 'fr',
  },
  account: {
    name: 'Maison Martin',
    tva: 'FR12345678901',
    siret: '73282932000074',
    langue: 'fr',
    billing_address: {
      street: '1 rue de la Paix',
      postalCode: '75002',
      city: 'Paris',
      country: 'FR',
    },
    brands: [],
  },
};

export const visitor: User = { ...exhibitor, id: 'usr_2', role: 'visiteur', account: null };

export const tokens: Tokens = {
  access_token: 'access-1',
  token_type: 'Bearer',
  expires_in: 900,
  refresh_token: 'refresh-1',
};

export const loginResponse: LoginResponse = { user: exhibitor, tokens };

export const publicCampaigns: PublicCampaign[] = [
  {
    id: 'cmp_1',
    name: 'Salon Printemps 2027',
    event_name: 'Salon Printemps',
    dates: '6 – 9 mars 2027',
    start_date: '2026-09-01',
    end_date: '2027-03-09',
    event_start_date: '2027-03-06',
    event_end_date: '2027-03-09',
    venue: 'Paris Expo',
    website_url: 'https://salon.example',
  },
];

export const accountMatch: AccountMatch = {
  id: 'acc_1',
  name: 'Maison Martin',
  city: 'Paris',
  postalCode: '75002',
  country: 'FR',
  siret_end: '00074',
};

export function opportunity(overrides: Partial<Opportunity> = {}): Opportunity {
  return {
    id: 'opp_1',
    campaign_id: 'cmp_1',
    event_name: 'Salon Printemps',
    etape: "En attente de validation de l'offre",
    etape_offre: "En attente de validation de l'offre",
    comment_rbkg: null,
    surface_rbkg: false,
    angles_rbkg: false,
    account_rbkg: false,
    marques: ['Martin'],
    surface: 24,
    angles: 2,
    stand: 'B12',
    rebooking: true,
    rebooking_discount_amount: 36_000,
    early_booking_discount_amount: 0,
    total_ttc: 820_800,
    pending_transfer: false,
    version: 3,
    updated_at: '2026-10-01T09:00:00+00:00',
    ...overrides,
  };
}

export const campaign: Campaign = {
  ...publicCampaigns[0]!,
  acompte1: 30,
  acompte2: 30,
  date_acompte2: '2026-12-15',
  date_solde: '2027-02-01',
  end_rebooking: { enable: true, date: '2026-11-30' },
  early_booking: { enable: false, date: null, deadlines: [] },
};

export const offer: Offer = {
  devis_url: null,
  statut: 'Négociation',
  etat: 'Envoyée',
  forecast_category: 'Maximum',
  lines: [{ label: 'Stand 24 m²', quantity: 24, unit_price: 30_000, total: 720_000 }],
  subtotal_ht: 720_000,
  discount_rate: 0,
  global_discount: 0,
  rebooking_discount: 36_000,
  early_booking_discount: 0,
  applied_discount: { kind: 'rebooking', percent: 5, deadline: '2026-11-30', deadline_name: null },
  total_ht: 684_000,
  vat_rate: 20,
  vat_treatment: 'standard',
  vat: 136_800,
  total_ttc: 820_800,
  payment_method: null,
  message: null,
  billing_address: {
    street: '1 rue de la Paix',
    postalCode: '75002',
    city: 'Paris',
    country: 'FR',
  },
  file_manager: null,
  billing_manager: null,
  stand_manager: null,
  sent_at: '2026-10-01T09:00:00+00:00',
};

export function rebookingQuote(overrides: Partial<Opportunity> = {}): RebookingQuote {
  return { opportunity: opportunity(overrides), campaign, offre: offer };
}

/** The 1st installment of the sample opportunity, due on 1 December 2026 (the domain's `duePayment`). */
export function payment(overrides: Partial<Payment> = {}): Payment {
  return duePayment({
    id: 'pay_1',
    opportunity_id: 'opp_1',
    event: 'Salon Printemps',
    kind: 'acompte1',
    percentage: 30,
    amount: 246_240,
    due_date: '2026-12-01',
    ...overrides,
  });
}

export function pendingTransfer(overrides: Partial<PendingTransfer> = {}): PendingTransfer {
  return {
    transfer_id: 'trf_1',
    payment_id: 'pay_1',
    amount: 246_240,
    reference: 'SALON-2027-000123',
    bank: {
      holder: 'Salon SAS',
      iban: 'FR7630006000011234567890189',
      bic: 'AGRIFRPP',
      bank: 'Banque',
    },
    status: 'pending',
    created_at: '2026-11-20T10:00:00+00:00',
    ...overrides,
  };
}

export function transaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    transaction_id: 'txn_1',
    payment_id: 'pay_1',
    opportunity_id: 'opp_1',
    kind: 'acompte1',
    method: 'card',
    status: 'success',
    amount: 246_240,
    reference: 'SALON-2027-000124',
    ...overrides,
  };
}

/** The exhibitor's company, its VAT number not recorded yet, with one brand. */
export function company(overrides: Partial<Company> = {}): Company {
  return companyOf(exhibitor, {
    id: 'acc_1',
    tva: null,
    brands: [{ token: 'brd_1', name: 'Martin', website: null, instagram: null }],
    ...overrides,
  });
}
