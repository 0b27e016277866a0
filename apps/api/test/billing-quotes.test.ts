import { describe, expect, it } from 'vitest';
import { databaseKinds } from './helpers';
import type { TestApp } from './helpers';
import { exhibitorBilling, exhibitor, operator, quoteSignedByCard } from './billing-fixture';
import type { Opportunity } from './billing-fixture';

describe.each(databaseKinds)(
  'rebooking opportunities and quotes (spec §4, §7, §9) on %s',
  (kind) => {
    let t: TestApp;
    let token: string;

    const { sets, byStage, paymentsOf } = exhibitorBilling(kind, (app, signedIn) => {
      t = app;
      token = signedIn;
    });

    it('splits opportunities into the rebooking and in-progress sets, one per stage of spec §4', async () => {
      const all = await sets();
      const rebooking = all.rebookingOpportunities.map((o) => o.etape);
      expect(rebooking).toEqual(
        expect.arrayContaining([
          'Qualification',
          'Valorisation',
          "En attente de validation de l'offre",
          'En attente de review du commercial',
          'En attente confirmation client',
        ]),
      );
      const progress = new Set(all.progressOpportunities.map((o) => o.etape));
      for (const stage of ['DP Signée', 'Acompte perçu', '2ème Acompte perçu', 'Soldé', 'Annulé']) {
        expect(progress.has(stage), stage).toBe(true);
      }
      expect(all.progressOpportunities.some((o) => o.pending_transfer)).toBe(true);
    });

    it('shows a quote with totals from the domain rules: rebooking discount 5% (spec §4, §9)', async () => {
      const [opportunity] = await byStage("En attente de validation de l'offre");
      const quote = await t.ok<{
        opportunity: { id: string; rebooking: boolean; rebooking_discount_amount: number };
        offre: {
          subtotal_ht: number;
          rebooking_discount: number;
          total_ht: number;
          vat: number;
          total_ttc: number;
        };
      }>('rebookingQuote', { token, params: { id: opportunity!.id } });
      expect(quote.opportunity.rebooking).toBe(true);
      expect(quote.offre.rebooking_discount).toBe(Math.round(quote.offre.subtotal_ht * 0.05));
      expect(quote.offre.total_ht).toBe(quote.offre.subtotal_ht - quote.offre.rebooking_discount);
      expect(quote.offre.total_ttc).toBe(quote.offre.total_ht + quote.offre.vat);
      expect(quote.opportunity.rebooking_discount_amount).toBe(quote.offre.rebooking_discount);
    });

    it('hides another company’s quote (4040)', async () => {
      const result = await t.call('rebookingQuote', { token, params: { id: 'not-mine' } });
      expect(result.status).toBe(404);
      expect(result.json.code).toBe(4040);
    });

    it('runs change request -> operator revision -> validation, refusing a stale version (spec §4)', async () => {
      const [opportunity] = await byStage("En attente de validation de l'offre");
      const empty = await t.call('rebookingQuoteUpdate', {
        token,
        body: {
          id: opportunity!.id,
          etape: 'En attente de review du commercial',
          etape_offre: 'En attente de review du commercial',
          version: opportunity!.version,
        },
      });
      expect(empty.json.errors).toEqual({ comment_rbkg: ['validation.no_changes'] });

      const requested = await t.ok<{ success: boolean; opportunity: Opportunity }>(
        'rebookingQuoteUpdate',
        {
          token,
          body: {
            id: opportunity!.id,
            etape: 'En attente de review du commercial',
            etape_offre: 'En attente de review du commercial',
            surface_rbkg: true,
            comment_rbkg: 'Plus grand, svp',
            version: opportunity!.version,
          },
        },
      );
      expect(requested.opportunity.etape).toBe('En attente de review du commercial');
      expect((await t.mailbox('commercial@salon.test'))[0]?.kind).toBe('quote_change_request');

      // The same request with the version read before: someone changed it since (spec §8 4090).
      const stale = await t.call('rebookingQuoteUpdate', {
        token,
        body: quoteSignedByCard(opportunity!.id, opportunity!.version),
      });
      expect(stale.status).toBe(409);
      expect(stale.json.code).toBe(4090);

      const revised = await t.ok<{
        opportunity: Opportunity;
        offre: { lines: unknown[]; total_ttc: number };
      }>('operatorReviseQuote', {
        headers: operator,
        params: { id: opportunity!.id },
        body: {
          surface: 42,
          lines: [{ label: 'Surface 42 m²', quantity: 42, unit_price: 42_000 }],
          message: 'Voici votre nouveau devis',
        },
      });
      expect(revised.opportunity.etape).toBe('En attente confirmation client');
      expect(revised.offre.lines).toHaveLength(1);
      expect((await t.mailbox(exhibitor.email)).some((m) => m.kind === 'quote_revised')).toBe(true);

      const missingTerms = await t.call('rebookingQuoteUpdate', {
        token,
        body: {
          id: opportunity!.id,
          etape: 'DP Signée',
          etape_offre: 'DP Signée',
          version: revised.opportunity.version,
        },
      });
      expect(missingTerms.json.errors).toEqual({
        terms: ['validation.terms_required'],
        payment_method: ['validation.mandatory'],
      });
      const validated = await t.ok<{ opportunity: Opportunity }>('rebookingQuoteUpdate', {
        token,
        body: quoteSignedByCard(opportunity!.id, revised.opportunity.version),
      });
      expect(validated.opportunity.etape).toBe('DP Signée');
      const schedule = await paymentsOf(opportunity!.id);
      expect(schedule.map((p) => p.kind)).toEqual(['acompte1', 'acompte2', 'solde']);
      expect(schedule.reduce((sum, p) => sum + p.amount, 0)).toBe(validated.opportunity.total_ttc);
    });

    it('never loses one of two concurrent quote updates: one wins, the other gets 4090 (spec §8, docs/api.md "Concurrency")', async () => {
      const [opportunity] = await byStage('En attente confirmation client');
      const update = (comment: string) =>
        t.call('rebookingQuoteUpdate', {
          token,
          body: {
            id: opportunity!.id,
            etape: 'En attente de review du commercial',
            etape_offre: 'En attente de review du commercial',
            comment_rbkg: comment,
            version: opportunity!.version,
          },
        });
      const results = await Promise.all([update('first'), update('second')]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    });

    it('refuses stages that are the sales team’s to set (4030)', async () => {
      const [opportunity] = await byStage('Qualification');
      const result = await t.call('rebookingQuoteUpdate', {
        token,
        body: { id: opportunity!.id, etape: 'Soldé', etape_offre: 'Soldé' },
      });
      expect(result.status).toBe(403);
      expect(result.json.code).toBe(4030);
    });
  },
);
