// The shared ground of the billing tests (spec §4 rebooking flow, §7, §9): the seeded exhibitor's
// app, the opportunity and payment shapes they read, and the payer's side of the sandbox.
import { expect } from 'vitest';
import { DEMO_ACCOUNTS, OPERATOR_KEY, seededApp } from './helpers';
import type { DatabaseKind, TestApp } from './helpers';

export const [exhibitor] = DEMO_ACCOUNTS;
export const operator = { 'x-operator-key': OPERATOR_KEY };

export interface Opportunity {
  id: string;
  etape: string;
  version: number;
  pending_transfer: boolean;
  total_ttc: number;
  campaign_id: string;
  stand: string | null;
}
export interface PaymentItem {
  id: string;
  opportunity_id: string;
  kind: string;
  status: string;
  amount: number;
  invoice_id: string | null;
  transfer_reference: string | null;
  stand: string | null;
  transfer_canceled: boolean;
}

let keyCounter = 0;
export const idempotencyKey = () => `test-key-${Date.now()}-${(keyCounter += 1)}-abcdef`;

/** The quote update that signs a quote and pays by card (spec §4 rebooking flow 3, §7). */
export const quoteSignedByCard = (id: string, version: number) => ({
  id,
  etape: 'DP Signée',
  etape_offre: 'DP Signée',
  terms: true,
  payment_method: 'card',
  version,
});

/** Checks a PDF's structure: header, trailer and a cross-reference table where startxref says. */
export function parsePdf(buffer: Buffer): { pages: number; embeddedFont: boolean } {
  const text = buffer.toString('latin1');
  expect(text.startsWith('%PDF-')).toBe(true);
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  const startxref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(text);
  expect(startxref).not.toBeNull();
  expect(text.slice(Number(startxref![1]), Number(startxref![1]) + 4)).toBe('xref');
  return {
    pages: (text.match(/\/Type \/Page\b/g) ?? []).length,
    embeddedFont: text.includes('/FontFile2'),
  };
}

/** The calls every billing test makes, on the app and exhibitor token of its file. */
export function billingHelpers(current: () => { t: TestApp; token: string }) {
  const sets = () =>
    current().t.ok<{ rebookingOpportunities: Opportunity[]; progressOpportunities: Opportunity[] }>(
      'rebookingOpportunities',
      { token: current().token },
    );
  const byStage = async (etape: string) => {
    const all = await sets();
    return [...all.rebookingOpportunities, ...all.progressOpportunities].filter(
      (o) => o.etape === etape,
    );
  };
  const paymentsOf = async (opportunityId: string) =>
    (await current().t.ok<PaymentItem[]>('payments', { token: current().token })).filter(
      (p) => p.opportunity_id === opportunityId,
    );

  /** An opportunity's installment of a kind (spec §9: acompte1, acompte2, solde). */
  const installmentOf = async (opportunityId: string, kind = 'acompte1') => {
    const installment = (await paymentsOf(opportunityId)).find((p) => p.kind === kind);
    if (!installment) throw new Error(`no ${kind} installment for ${opportunityId}`);
    return installment;
  };
  /** A signed quote with no transfer awaited, and its 1st installment (spec §4 'DP Signée'). */
  const signedFirstInstallment = async () => {
    const [opportunity] = (await byStage('DP Signée')).filter((o) => !o.pending_transfer);
    if (!opportunity) throw new Error('no signed opportunity without a transfer');
    return { opportunity, installment: await installmentOf(opportunity.id) };
  };
  /** The payer's side of the sandbox: the page, then approve or decline. */
  async function payOnSandbox(redirectUrl: string, decision: 'approve' | 'decline') {
    const path = new URL(redirectUrl).pathname;
    const page = await current().t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="fr">');
    expect(page.body).toContain('name="decision" value="approve"');
    const answer = await current().t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `decision=${decision}`,
    });
    expect(answer.statusCode).toBe(303);
    const location = String(answer.headers.location);
    expect(location).toMatch(/^http:\/\/portal\.test\/fr\/pro\/payment-validation\//);
    return decodeURIComponent(location.split('/').pop()!);
  }

  return { sets, byStage, paymentsOf, installmentOf, signedFirstInstallment, payOnSandbox };
}

/**
 * The seeded app of a billing test file, with the exhibitor signed in: started before the file's
 * tests and handed to it by `ready`, closed after them; and the calls of `billingHelpers` on it.
 */
export function exhibitorBilling(
  kind: DatabaseKind,
  ready: (t: TestApp, token: string) => void,
): ReturnType<typeof billingHelpers> {
  let t: TestApp | undefined;
  let token = '';
  seededApp(kind, async (app) => {
    t = app;
    token = await app.login(exhibitor.email, exhibitor.password, 'exposant');
    ready(app, token);
  });
  return billingHelpers(() => ({ t: t!, token }));
}
