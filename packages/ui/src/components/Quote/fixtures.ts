import type { Installment } from './PaymentSchedule';
import type { QuoteAmount } from './QuoteAmounts';
import type { QuoteDetails } from './QuoteView';

/** Story data: a 24 m² stand, 2 corners, 5 % rebooking discount (spec §9), 20 % VAT. */
export const installmentsDue: Installment[] = [
  {
    kind: 'firstInstallment',
    percentage: 30,
    amountCents: 322_301,
    deadline: '2026-03-15',
    state: 'due',
  },
  {
    kind: 'secondInstallment',
    percentage: 30,
    amountCents: 322_301,
    deadline: '2026-06-15',
    state: 'due',
  },
  { kind: 'balance', percentage: 40, amountCents: 429_734, deadline: '2026-08-31', state: 'due' },
];

/** Before the quote is signed: the 1st installment is due at signature, without a date (spec §9). */
export const installmentsBeforeSignature: Installment[] = installmentsDue.map((installment) =>
  installment.kind === 'firstInstallment' ? { ...installment, deadline: null } : installment,
);

/** The amounts step by step: subtotal, the rebooking discount, totals and VAT (spec §3, §9). */
export const amountsWithDiscount: QuoteAmount[] = [
  { id: 'subtotal', cents: 942_400 },
  { id: 'rebookingDiscount', label: 'Remise de réinscription (5 %)', cents: -47_120 },
  { id: 'totalExcludingVat', cents: 895_280, isTotal: true },
  { id: 'vat', label: 'TVA (20 %)', cents: 179_056 },
  { id: 'totalIncludingVat', cents: 1_074_336, isTotal: true },
];

export const quoteToValidate: QuoteDetails = {
  event: 'Salon Printemps 2026',
  brands: ['Atelier Lumière', 'Lumière Kids'],
  stand: 'Stand B12 · 24 m² · 2 angles ouverts',
  status: 'quoteToValidate',
  surfaceM2: 24,
  corners: 2,
  boothNumber: 'B12',
  billingAddress: {
    street: '12 rue de la Roquette',
    postalCode: '75011',
    city: 'Paris',
    country: 'France',
  },
  file: { href: '#devis-Q-2026-0142.pdf', name: 'Devis Q-2026-0142 (PDF)' },
  lines: [
    { label: 'Stand équipé (24 m²)', quantity: 24, unitPriceCents: 37_600, totalCents: 902_400 },
    { label: 'Angle ouvert', quantity: 2, unitPriceCents: 20_000, totalCents: 40_000 },
  ],
  fileManager: { name: 'Camille Durand', email: 'camille.durand@salon.example' },
  billingManager: { name: 'Jeanne Martin', email: 'jeanne@atelier-lumiere.example' },
  standManager: { name: 'Hugo Bernard', phone: '+33 6 12 34 56 78' },
  amounts: amountsWithDiscount,
  paymentMethod: 'Carte bancaire',
  installments: installmentsDue,
};
