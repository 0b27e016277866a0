// The sales team's revision of a quote (spec §4 rebooking flow 2: 'The sales representative
// modifies the quote'; an added call behind the operator key), after a change request or for a
// new opportunity's first quote; the exhibitor's contacts are told by email.
import type { QuoteRevision } from '@salon/domain';
import { revisionTarget } from '@salon/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { saveOpportunity } from '../../core/opportunities';
import { newId } from '../../infra/crypto';
import { offers, quoteLines, users } from '../../infra/db/schema';
import { enqueueEmail, portalLink } from '../../infra/email/outbox';
import { fail } from '../../infra/errors';
import { SALES_TEAM, loadOwnBundle, quoteView } from './bundles';

/**
 * Revise a quote (spec §4: 'The sales representative modifies the quote'): the stage table says
 * where a revision takes each stage (`revisionTarget`): after a change request the opportunity
 * becomes a modified quote for the exhibitor to validate; a new opportunity's first quote becomes
 * an offer to validate.
 */
export async function reviseQuote(ctx: AppContext, id: string, revision: QuoteRevision) {
  const bundle = await ctx.db.tx(async (tx) => {
    const current = await loadOwnBundle(tx, SALES_TEAM, id);
    const target = revisionTarget(current.opportunity.etape);
    if (!target) throw fail.businessRule('error.business_rule');
    if (revision.lines === undefined && current.lines.length === 0) {
      throw fail.field('lines', 'validation.required');
    }
    const now = ctx.now();
    await saveOpportunity(
      tx,
      current.opportunity,
      {
        etape: target,
        etapeOffre: target,
        ...(revision.surface !== undefined ? { surface: revision.surface } : {}),
        ...(revision.angles !== undefined ? { angles: revision.angles } : {}),
        ...(revision.stand !== undefined ? { stand: revision.stand || null } : {}),
        surfaceRbkg: false,
        anglesRbkg: false,
        accountRbkg: false,
      },
      now,
    );
    if (revision.lines) {
      await tx.delete(quoteLines).where(eq(quoteLines.opportunityId, id));
      await tx.insert(quoteLines).values(
        revision.lines.map((line, position) => ({
          id: newId(),
          opportunityId: id,
          position,
          label: line.label,
          labelEn: line.label_en ?? null,
          quantity: line.quantity,
          unitPrice: line.unit_price,
        })),
      );
    }
    await tx
      .update(offers)
      .set({
        statut: 'Négociation',
        etat: 'Envoyée',
        sentAt: now,
        ...(revision.discount_rate !== undefined ? { discountRate: revision.discount_rate } : {}),
        ...(revision.message !== undefined ? { message: revision.message || null } : {}),
      })
      .where(eq(offers.opportunityId, id));
    const contacts = await tx
      .select()
      .from(users)
      .where(
        and(
          eq(users.accountId, current.opportunity.accountId),
          eq(users.role, 'exposant'),
          eq(users.active, true),
        ),
      )
      .orderBy(asc(users.createdAt));
    for (const contact of contacts) {
      await enqueueEmail(tx, {
        kind: 'quote_revised',
        to: contact.email,
        langue: contact.langue,
        data: {
          firstname: contact.firstname,
          event: current.campaign.eventName,
          message: revision.message,
          link: portalLink(ctx, contact.langue, 'pro/rebooking'),
        },
      });
    }
    return loadOwnBundle(tx, SALES_TEAM, id);
  });
  // The sales team reads its revision in French, the language it writes the lines in.
  return quoteView(ctx, bundle, 'fr');
}
