import { describe, expect, it } from 'vitest';
import { academyBannerIn, buildExhibitorDashboard, upcomingTradeshows } from './dashboard';
import {
  emptyData,
  manyStages,
  overdueFirstInstallment,
  quoteOnly,
  storyNow,
  transferAwaited,
  type DashboardData,
} from '../fixtures/dashboard';

const build = (data: DashboardData, now = storyNow) => buildExhibitorDashboard({ ...data, now });

describe('exhibitor dashboard (spec §2 me/dashboard, §4, §6: the next step first)', () => {
  it('leads with the most urgent next step: the 1st installment due soonest (spec §4 step 4)', () => {
    const dashboard = build(manyStages);
    expect(dashboard.nextAction?.opportunity.id).toBe('opp-automne-d02');
    expect(dashboard.nextAction?.action).toMatchObject({
      kind: 'payInstallment',
      messageKey: 'action.pay_first_installment_before',
      deadline: '2026-01-30',
      installment: 'acompte1',
    });
    // The installment's own amount, from GET /me/payments.
    expect(dashboard.nextAction?.amount).toBe(537_120);
  });

  it('orders the other steps by deadline, then what the exhibitor waits for', () => {
    const steps = build(manyStages).otherActions.map((item) => [
      item.opportunity.id,
      item.action.kind,
      item.action.deadline,
    ]);
    expect(steps).toEqual([
      // Rebooking quote: the end of the rebooking discount (spec §4 Discounts).
      ['opp-printemps-b12', 'validateQuote', '2026-02-13'],
      ['opp-printemps-a01', 'payInstallment', '2026-03-02'],
      // Not a rebooking: the early-booking deadline in force.
      ['opp-automne-a08', 'validateModifiedQuote', '2026-03-06'],
      ['opp-printemps-c04', 'waitQuoteRevision', null],
    ]);
  });

  it('puts an overdue installment first, with the overdue wording', () => {
    const next = build(overdueFirstInstallment).nextAction;
    expect(next?.action).toMatchObject({
      kind: 'payInstallment',
      overdue: true,
      messageKey: 'action.pay_first_installment_overdue',
    });
  });

  it('shows a bank transfer under way as awaited, not as a payment to make (spec §4 step 5)', () => {
    const dashboard = build(transferAwaited);
    expect(dashboard.nextAction?.action.kind).toBe('transferPending');
    expect(dashboard.inProgress[0]?.statuses).toEqual(['registered', 'pendingTransfer']);
    expect(dashboard.payments.pendingTransferCount).toBe(1);
  });

  it('gives the quote total for a quote to validate', () => {
    const next = build(quoteOnly).nextAction;
    expect(next?.action.kind).toBe('validateQuote');
    expect(next?.amount).toBe(2_147_040);
  });

  it('has no next step without registrations, and leaves out a show over and paid', () => {
    expect(build(emptyData).nextAction).toBeNull();
    const winterOnly: DashboardData = {
      ...manyStages,
      opportunities: {
        rebookingOpportunities: [],
        progressOpportunities: manyStages.opportunities.progressOpportunities.filter(
          (opportunity) => opportunity.campaign_id === 'camp-hiver-2025',
        ),
      },
    };
    expect(build(winterOnly).nextAction).toBeNull();
  });

  it('shows each registration with the displayed statuses of its list (spec §4)', () => {
    const dashboard = build(manyStages);
    expect(dashboard.rebooking.map((item) => item.statuses)).toEqual([
      ['quoteToValidate'],
      ['quoteBeingModified'],
      ['quoteModified'],
    ]);
    expect(dashboard.inProgress.map((item) => item.statuses)).toEqual([
      ['registered', 'pendingPayment'],
      ['confirmed', 'firstInstallmentPaid', 'pendingPayment'],
      ['confirmed', 'paid'],
      ['canceled'],
    ]);
  });

  it('counts the installments to pay and those overdue (spec §2 invoices: balances due, overdue)', () => {
    expect(build(manyStages).payments).toEqual({
      dueCount: 4,
      dueAmount: 537_120 + 537_120 + 865_296 + 1_153_728,
      overdueCount: 0,
      overdueAmount: 0,
      pendingTransferCount: 0,
    });
    expect(build(overdueFirstInstallment).payments).toMatchObject({
      dueCount: 2,
      overdueCount: 1,
      overdueAmount: 537_120,
    });
  });

  it('locks booth and badges until a 1st installment is paid (spec §4, §6)', () => {
    expect(build(quoteOnly).features).toEqual({
      floorPlan: false,
      boothManagement: false,
      badges: false,
      buyerInvitations: false,
    });
    expect(build(overdueFirstInstallment).features.badges).toBe(false);
    expect(build(transferAwaited).features.boothManagement).toBe(false);
    expect(build(manyStages).features.boothManagement).toBe(true);
  });

  it('lists the tradeshows with their activity and the registrations for each (spec §3)', () => {
    expect(
      build(manyStages).tradeshows.map((show) => [
        show.campaign.id,
        show.isActive,
        show.isOver,
        show.registrationCount,
      ]),
    ).toEqual([
      ['camp-hiver-2025', false, true, 1],
      ['camp-printemps-2026', true, false, 3],
      ['camp-automne-2026', true, false, 2],
    ]);
  });

  it('gives the last day the show pays the marketplace subscription: 6 months after the latest confirmed show (spec §1, §9)', () => {
    expect(build(manyStages).marketplaceCoveredUntil).toBe('2026-11-23');
    expect(build(quoteOnly).marketplaceCoveredUntil).toBeNull();
  });
});

describe("visitor's dashboard (spec §2 me/dashboard 'tradeshows')", () => {
  it('lists the shows not over, the soonest first, and says which one is on now', () => {
    const shows = upcomingTradeshows(manyStages.campaigns, storyNow);
    // 20 January 2026: the winter show (8-10 December 2025) is over.
    expect(shows.map((show) => [show.campaign.id, show.isUnderWay])).toEqual([
      ['camp-printemps-2026', false],
      ['camp-automne-2026', false],
    ]);
    const duringSpring = upcomingTradeshows(manyStages.campaigns, new Date('2026-05-23T21:00:00Z'));
    // 23 May in Paris (23:00): its last day, still on.
    expect(duringSpring.map((show) => [show.campaign.id, show.isUnderWay])).toEqual([
      ['camp-printemps-2026', true],
      ['camp-automne-2026', false],
    ]);
    expect(upcomingTradeshows([], storyNow)).toEqual([]);
  });
});

describe('the academy banner (spec §2 me/dashboard, §1 French fallback)', () => {
  const fr = { language: 'fr', url: 'https://a.test/fr', text: 'Webinaires' } as const;
  const en = { language: 'en', url: 'https://a.test/en', text: 'Webinars' } as const;

  it("shows the banner in the page's language, else the French one, else none", () => {
    expect(academyBannerIn([fr, en], 'en')).toBe(en);
    expect(academyBannerIn([fr, en], 'fr')).toBe(fr);
    expect(academyBannerIn([fr], 'en')).toBe(fr);
    expect(academyBannerIn([], 'en')).toBeNull();
  });
});
