// Realistic dashboard data for the stories and the tests, typed with the domain's types (spec §3):
// the campaigns, opportunities and payments the API answers for a company that exhibits at the
// spring and autumn shows, seen on 20 January 2026. Never used by the product itself.
import type { Campaign, Opportunity, Payment, RebookingOpportunities, User } from '@salon/domain';

/** The day the stories are seen (Paris, mid-morning). */
export const storyNow = new Date('2026-01-20T10:00:00+01:00');

export const springCampaign: Campaign = {
  id: 'camp-printemps-2026',
  name: 'Salon Printemps',
  event_name: 'Salon Printemps 2026',
  dates: '20 – 23 mai 2026',
  start_date: '2025-10-01',
  end_date: '2026-05-23',
  event_start_date: '2026-05-20',
  event_end_date: '2026-05-23',
  venue: 'Paris Expo Porte de Versailles, Hall 7',
  website_url: 'https://www.salon.test/printemps',
  acompte1: 30,
  acompte2: 30,
  date_acompte2: '2026-03-02',
  date_solde: '2026-04-20',
  end_rebooking: { enable: true, date: '2026-02-13' },
  early_booking: {
    enable: true,
    date: '2026-03-10',
    deadlines: [
      { name: 'first', date: '2026-01-30', rate: 10 },
      { name: 'second', date: '2026-02-20', rate: 5 },
      { name: 'last', date: '2026-03-10', rate: 2 },
    ],
  },
};

export const autumnCampaign: Campaign = {
  id: 'camp-automne-2026',
  name: 'Salon Automne',
  event_name: 'Salon Automne 2026',
  dates: '12 – 14 septembre 2026',
  start_date: '2026-01-10',
  end_date: '2026-09-14',
  event_start_date: '2026-09-12',
  event_end_date: '2026-09-14',
  venue: 'Paris Expo Porte de Versailles, Hall 5',
  website_url: 'https://www.salon.test/automne',
  acompte1: 50,
  acompte2: null,
  date_acompte2: null,
  date_solde: '2026-08-01',
  end_rebooking: { enable: false, date: null },
  early_booking: {
    enable: true,
    date: '2026-05-20',
    deadlines: [
      { name: 'first', date: '2026-03-06', rate: 8 },
      { name: 'second', date: '2026-04-20', rate: 4 },
      { name: 'last', date: '2026-05-20', rate: 2 },
    ],
  },
};

export const winterCampaign: Campaign = {
  id: 'camp-hiver-2025',
  name: 'Salon Hiver',
  event_name: 'Salon Hiver 2025',
  dates: '8 – 10 décembre 2025',
  start_date: '2025-02-01',
  end_date: '2025-12-10',
  event_start_date: '2025-12-08',
  event_end_date: '2025-12-10',
  venue: 'Paris Expo Porte de Versailles, Hall 7',
  website_url: 'https://www.salon.test/hiver',
  acompte1: 30,
  acompte2: 30,
  date_acompte2: '2025-07-15',
  date_solde: '2025-10-15',
  end_rebooking: { enable: false, date: null },
  early_booking: { enable: false, date: null, deadlines: [] },
};

function opportunity(
  values: Pick<Opportunity, 'id' | 'campaign_id' | 'event_name' | 'etape'> & Partial<Opportunity>,
): Opportunity {
  return {
    etape_offre: values.etape,
    comment_rbkg: null,
    surface_rbkg: false,
    angles_rbkg: false,
    account_rbkg: false,
    marques: ['Maison Lumière'],
    surface: 24,
    angles: 1,
    stand: null,
    rebooking: false,
    rebooking_discount_amount: 0,
    early_booking_discount_amount: 0,
    total_ttc: 1_456_320,
    pending_transfer: false,
    version: 3,
    updated_at: '2026-01-12T09:30:00.000Z',
    ...values,
  };
}

function payment(
  values: Pick<Payment, 'id' | 'opportunity_id' | 'event' | 'kind' | 'percentage' | 'amount'> &
    Partial<Payment>,
): Payment {
  return {
    service: 'stand',
    due_date: '2026-02-03',
    status: 'due',
    method: null,
    paid_at: null,
    invoice_id: null,
    transfer_reference: null,
    ...values,
  };
}

/** A rebooking quote to validate for the spring show (Qualification to 'offer to validate'). */
export const quoteToValidate = opportunity({
  id: 'opp-printemps-b12',
  campaign_id: springCampaign.id,
  event_name: springCampaign.event_name,
  etape: "En attente de validation de l'offre",
  surface: 36,
  angles: 2,
  stand: 'H7-B12',
  rebooking: true,
  rebooking_discount_amount: 94_200,
  total_ttc: 2_147_040,
});

/** A change request the sales representative is handling. */
export const quoteBeingModified = opportunity({
  id: 'opp-printemps-c04',
  campaign_id: springCampaign.id,
  event_name: springCampaign.event_name,
  etape: 'En attente de review du commercial',
  marques: ['Lueur Paris'],
  surface: 24,
  angles: 1,
  stand: 'H7-C04',
  rebooking: true,
  comment_rbkg: 'Pourrions-nous passer à 30 m² avec deux angles ?',
  surface_rbkg: true,
  angles_rbkg: true,
});

/** A quote the sales representative modified for the autumn show. */
export const modifiedQuote = opportunity({
  id: 'opp-automne-a08',
  campaign_id: autumnCampaign.id,
  event_name: autumnCampaign.event_name,
  etape: 'En attente confirmation client',
  surface: 30,
  angles: 2,
  stand: 'H5-A08',
  total_ttc: 1_809_600,
});

/** Signed on 15 January for the autumn show: the 1st installment is due. */
export const signedAutumn = opportunity({
  id: 'opp-automne-d02',
  campaign_id: autumnCampaign.id,
  event_name: autumnCampaign.event_name,
  etape: 'DP Signée',
  surface: 16,
  angles: 1,
  stand: 'H5-D02',
  total_ttc: 1_074_240,
});

/** Signed for the spring show, the 1st installment paid: booth and badges open. */
export const firstInstallmentPaid = opportunity({
  id: 'opp-printemps-a01',
  campaign_id: springCampaign.id,
  event_name: springCampaign.event_name,
  etape: 'Acompte perçu',
  surface: 48,
  angles: 3,
  stand: 'H7-A01',
  rebooking: true,
  total_ttc: 2_884_320,
});

/** The winter show, over, fully paid. */
export const settledWinter = opportunity({
  id: 'opp-hiver-b12',
  campaign_id: winterCampaign.id,
  event_name: winterCampaign.event_name,
  etape: 'Soldé',
  surface: 36,
  angles: 2,
  stand: 'H7-B12',
  total_ttc: 2_052_000,
});

/** The winter show, a second stand canceled. */
export const canceledWinter = opportunity({
  id: 'opp-hiver-f21',
  campaign_id: winterCampaign.id,
  event_name: winterCampaign.event_name,
  etape: 'Annulé',
  marques: ['Lueur Paris'],
  surface: 9,
  angles: 0,
  total_ttc: 583_200,
});

const autumnFirstInstallment = payment({
  id: 'pay-automne-d02-1',
  opportunity_id: signedAutumn.id,
  event: autumnCampaign.event_name,
  kind: 'acompte1',
  percentage: 50,
  amount: 537_120,
  due_date: '2026-01-30',
});
const autumnBalance = payment({
  id: 'pay-automne-d02-3',
  opportunity_id: signedAutumn.id,
  event: autumnCampaign.event_name,
  kind: 'solde',
  percentage: 50,
  amount: 537_120,
  due_date: '2026-08-01',
});
const springPaid = payment({
  id: 'pay-printemps-a01-1',
  opportunity_id: firstInstallmentPaid.id,
  event: springCampaign.event_name,
  kind: 'acompte1',
  percentage: 30,
  amount: 865_296,
  due_date: '2025-12-05',
  status: 'paid',
  method: 'card',
  paid_at: '2025-11-28T14:12:00.000Z',
  invoice_id: 'inv-2025-0412',
});
const springSecond = payment({
  id: 'pay-printemps-a01-2',
  opportunity_id: firstInstallmentPaid.id,
  event: springCampaign.event_name,
  kind: 'acompte2',
  percentage: 30,
  amount: 865_296,
  due_date: '2026-03-02',
});
const springBalance = payment({
  id: 'pay-printemps-a01-3',
  opportunity_id: firstInstallmentPaid.id,
  event: springCampaign.event_name,
  kind: 'solde',
  percentage: 40,
  amount: 1_153_728,
  due_date: '2026-04-20',
});
const winterPaid = (['acompte1', 'acompte2', 'solde'] as const).map((kind, index) =>
  payment({
    id: `pay-hiver-b12-${index + 1}`,
    opportunity_id: settledWinter.id,
    event: winterCampaign.event_name,
    kind,
    percentage: kind === 'solde' ? 40 : 30,
    amount: kind === 'solde' ? 820_800 : 615_600,
    due_date: ['2025-03-20', '2025-07-15', '2025-10-15'][index],
    status: 'paid',
    method: 'transfer',
    paid_at: ['2025-03-18T10:00:00.000Z', '2025-07-10T10:00:00.000Z', '2025-10-09T10:00:00.000Z'][
      index
    ],
    invoice_id: `inv-2025-01${index + 1}`,
  }),
);

/** A dashboard's data: the three answers the screen loads (spec §7). */
export interface DashboardData {
  campaigns: Campaign[];
  opportunities: RebookingOpportunities;
  payments: Payment[];
}

/** A company with registrations in most stages of spec §4; the 1st installment of one is paid. */
export const manyStages: DashboardData = {
  campaigns: [winterCampaign, springCampaign, autumnCampaign],
  opportunities: {
    rebookingOpportunities: [quoteToValidate, quoteBeingModified, modifiedQuote],
    progressOpportunities: [signedAutumn, firstInstallmentPaid, settledWinter, canceledWinter],
  },
  payments: [
    autumnFirstInstallment,
    autumnBalance,
    springPaid,
    springSecond,
    springBalance,
    ...winterPaid,
  ],
};

/** A first rebooking quote to validate, nothing paid yet: booth and badges locked. */
export const quoteOnly: DashboardData = {
  campaigns: [springCampaign],
  opportunities: { rebookingOpportunities: [quoteToValidate], progressOpportunities: [] },
  payments: [],
};

/** Signed, the 1st installment overdue (signed 40 days ago, 15 days to pay): still locked. */
export const overdueFirstInstallment: DashboardData = {
  campaigns: [autumnCampaign],
  opportunities: {
    rebookingOpportunities: [],
    progressOpportunities: [signedAutumn],
  },
  payments: [{ ...autumnFirstInstallment, due_date: '2026-01-05' }, { ...autumnBalance }],
};

/** Signed, the 1st installment paid by a bank transfer not yet received. */
export const transferAwaited: DashboardData = {
  campaigns: [autumnCampaign],
  opportunities: {
    rebookingOpportunities: [],
    progressOpportunities: [{ ...signedAutumn, pending_transfer: true }],
  },
  payments: [
    {
      ...autumnFirstInstallment,
      status: 'pending_transfer',
      method: 'transfer',
      transfer_reference: 'VIR-2026-LUMI0412',
    },
    autumnBalance,
  ],
};

/** A company with no registration and no campaign open to it. */
export const emptyData: DashboardData = {
  campaigns: [],
  opportunities: { rebookingOpportunities: [], progressOpportunities: [] },
  payments: [],
};

export const exhibitorUser: User = {
  id: 'usr-claire-martin',
  role: 'exposant',
  contact: {
    salutation: 'Ms',
    firstname: 'Claire',
    lastname: 'Martin',
    phone: '+33 4 72 00 00 00',
    mobile: '+33 6 12 34 56 78',
    email: 'claire.martin@maison-lumiere.test',
    fonction: 'Directeur commercial',
    langue: 'fr',
  },
  account: {
    name: 'Maison Lumière SAS',
    tva: 'FR32442381276',
    siret: '44238127600019',
    langue: 'fr',
    billing_address: {
      street: '18 rue des Artisans',
      postalCode: '69002',
      city: 'Lyon',
      country: 'FR',
    },
    brands: [
      {
        token: 'brand-lumiere',
        name: 'Maison Lumière',
        website: 'https://maison-lumiere.test',
        instagram: 'https://instagram.com/maisonlumiere',
      },
      { token: 'brand-lueur', name: 'Lueur Paris', website: null, instagram: null },
    ],
  },
};

export const visitorUser: User = {
  id: 'usr-hugo-bernard',
  role: 'visiteur',
  contact: {
    salutation: 'Mr',
    firstname: 'Hugo',
    lastname: 'Bernard',
    phone: '+33 2 40 00 00 00',
    mobile: null,
    email: 'hugo.bernard@rivage.test',
    fonction: 'Acheteur',
    langue: 'fr',
  },
  account: {
    name: 'Concept Store Rivage',
    tva: null,
    siret: null,
    langue: 'fr',
    billing_address: {
      street: '7 place Royale',
      postalCode: '44000',
      city: 'Nantes',
      country: 'FR',
    },
    brands: [],
  },
};
