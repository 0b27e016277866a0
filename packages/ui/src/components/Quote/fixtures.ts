import type { Installment } from './PaymentSchedule';
import type { QuoteDetails } from './QuoteView';

/** Story data: a 24 m² stand, 2 corners, 5 % rebooking discount (spec §9), 20 % VAT. */
export const installmentsDue: Installment[] = [
  {
    kind: 'firstInstallment',
    percentage: 30,
    amountCents: 322_272,
    deadline: '2026-03-15',
    state: 'due',
  },
  {
    kind: 'secondInstallment',
    percentage: 30,
    amountCents: 322_272,
    deadline: '2026-06-15',
    state: 'due',
  },
  { kind: 'balance', percentage: 40, amountCents: 429_696, deadline: '2026-08-31', state: 'due' },
];

export const quoteToValidate: QuoteDetails = {
  event: 'Salon Printemps 2026',
  brands: ['Atelier Lumière', 'Lumière Kids'],
  stand: 'Stand équipé',
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
  fileManager: { name: 'Camille Durand', email: 'camille.durand@salon.example' },
  billingManager: { name: 'Jeanne Martin', email: 'jeanne@atelier-lumiere.example' },
  standManager: { name: 'Hugo Bernard', phone: '+33 6 12 34 56 78' },
  subtotalExcludingVatCents: 942_400,
  discountRate: 5,
  globalDiscountCents: 47_120,
  vatCents: 179_056,
  totalIncludingVatCents: 1_074_336,
  paymentMethod: 'Carte bancaire',
  installments: installmentsDue,
};
