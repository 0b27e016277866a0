// The exhibitor's rebooking (spec §4 rebooking flow, §7): the opportunities to rebook and those in
// progress, a quote, and the two moves the exhibitor makes on it: a change request or the
// validation (signature) that fixes the payment schedule (spec §9).
import {
  PENDING_REVIEW_STAGE,
  SIGNED_STAGE,
  canChange,
  canSign,
  hasQuoteAdjustment,
  isQuotePhase,
  parisDate,
} from '@salon/domain';
import type { Language, RebookingQuoteUpdate } from '@salon/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { BillingConfig } from '../../core/billing/config';
import { saveOpportunity } from '../../core/opportunities';
import type { Executor } from '../../infra/db/client';
import type { OpportunityRow, UserRow } from '../../infra/db/rows';
import { offers, payments } from '../../infra/db/schema';
import { enqueueEmail } from '../../infra/email/outbox';
import { quoteChangeMessage } from '../../infra/email/templates';
import { fail } from '../../infra/errors';
import {
  installmentRows,
  loadBundles,
  loadOwnBundle,
  opportunityOf,
  quoteView,
  totalsOf,
} from './bundles';
import type { OpportunityBundle } from './bundles';
import type { RebookingConfig } from './config';
import { quoteDocument } from './quote-pdf/content';
import { renderQuotePdf } from './quote-pdf/render';

/**
 * A quote can be signed once sent, from a stage the stage table lets sign (an offer sent, or a
 * modified quote: spec §4 rebooking flow 3, docs/security.md "Quotes"), for a total above zero.
 */
function assertSignable(bundle: OpportunityBundle, now: Date): void {
  const signable =
    canSign(bundle.opportunity.etape) &&
    bundle.offer.sentAt !== null &&
    totalsOf(bundle, now).totalTtc > 0;
  if (!signable) throw fail.businessRule('error.business_rule');
}

/** POST /me/rebooking-opportunities (spec §7): the rebooking set and the in-progress set. */
export async function rebookingOpportunities(ctx: AppContext, user: UserRow) {
  if (!user.accountId) return { rebookingOpportunities: [], progressOpportunities: [] };
  const bundles = await ctx.db.read((db) => loadBundles(db, { accountId: user.accountId! }));
  const now = ctx.now();
  const all = bundles.map((bundle) => opportunityOf(bundle, now));
  return {
    rebookingOpportunities: all.filter((o) => isQuotePhase(o.etape)),
    progressOpportunities: all.filter((o) => !isQuotePhase(o.etape)),
  };
}

/**
 * GET /me/rebooking-devis/{id} (spec §7): the opportunity, its campaign and its offer, the lines
 * in `lang` (docs/quotes.md "Languages").
 */
export async function rebookingQuote(
  ctx: AppContext,
  accountId: string | null,
  id: string,
  lang: Language,
) {
  const bundle = await ctx.db.read((db) => loadOwnBundle(db, accountId, id));
  return quoteView(ctx, bundle, lang);
}

/**
 * GET /me/rebooking-devis-pdf/{id} (added; spec §3 Offre devis_url): the quote's PDF in `lang`,
 * for its company only (4040 otherwise, like an unknown one, or a quote without a line yet).
 */
export async function rebookingQuotePdf(
  ctx: AppContext<BillingConfig & RebookingConfig>,
  accountId: string | null,
  id: string,
  lang: Language,
) {
  const bundle = await ctx.db.read((db) => loadOwnBundle(db, accountId, id));
  if (bundle.lines.length === 0) throw fail.notFound();
  const { filename, body } = await renderQuotePdf(
    quoteDocument(bundle, {
      now: ctx.now(),
      lang,
      seller: ctx.config.seller,
      showWebsiteUrl: ctx.config.showWebsiteUrl,
    }),
  );
  return { contentType: 'application/pdf', filename, body };
}

/** The change request's email to the sales mailbox, in the team's language (TEAM_LANGUAGE). */
async function tellSales(
  ctx: AppContext,
  tx: Executor,
  user: UserRow,
  bundle: OpportunityBundle,
  input: RebookingQuoteUpdate,
): Promise<void> {
  const changes = (
    [
      input.surface_rbkg ? 'surface' : null,
      input.angles_rbkg ? 'angles' : null,
      input.account_rbkg ? 'account' : null,
    ] as const
  ).filter((change) => change !== null);
  await enqueueEmail(tx, {
    kind: 'quote_change_request',
    to: ctx.config.salesMailbox,
    langue: ctx.config.teamLanguage,
    data: {
      from: `${user.firstname} ${user.lastname} <${user.email}>`,
      company: bundle.account.name,
      event: bundle.campaign.eventName,
      message: quoteChangeMessage(ctx.config.teamLanguage, changes, input.comment_rbkg),
    },
  });
}

/** A change request (spec §5: at least one box or a comment); the sales mailbox is told. */
async function requestChange(
  ctx: AppContext,
  tx: Executor,
  user: UserRow,
  bundle: OpportunityBundle,
  input: RebookingQuoteUpdate,
  now: Date,
): Promise<OpportunityRow> {
  if (!hasQuoteAdjustment(input)) throw fail.field('comment_rbkg', 'validation.no_changes');
  const saved = await saveOpportunity(
    tx,
    bundle.opportunity,
    {
      etape: PENDING_REVIEW_STAGE,
      etapeOffre: PENDING_REVIEW_STAGE,
      commentRbkg: input.comment_rbkg || null,
      surfaceRbkg: input.surface_rbkg,
      anglesRbkg: input.angles_rbkg,
      accountRbkg: input.account_rbkg,
    },
    now,
  );
  await tx
    .update(offers)
    .set({ statut: 'En attente de review', etat: 'Révision nécessaire' })
    .where(eq(offers.opportunityId, bundle.opportunity.id));
  await tellSales(ctx, tx, user, bundle, input);
  return saved;
}

/** The validation: the terms accepted and a payment method; the payment schedule is fixed. */
async function signQuote(
  tx: Executor,
  bundle: OpportunityBundle,
  input: RebookingQuoteUpdate,
  now: Date,
): Promise<OpportunityRow> {
  assertSignable(bundle, now);
  const errors: Record<string, string[]> = {};
  if (input.terms !== true) errors.terms = ['validation.terms_required'];
  if (!input.payment_method) errors.payment_method = ['validation.mandatory'];
  if (Object.keys(errors).length > 0) throw fail.validation(errors);
  const saved = await saveOpportunity(
    tx,
    bundle.opportunity,
    {
      etape: SIGNED_STAGE,
      etapeOffre: SIGNED_STAGE,
      paymentMethod: input.payment_method!,
      termsAcceptedAt: now,
      validatedAt: now,
    },
    now,
  );
  await tx
    .update(offers)
    .set({ statut: 'Gagnée', etat: 'Envoyée', forecastCategory: 'Commandée' })
    .where(eq(offers.opportunityId, bundle.opportunity.id));
  const signed = { ...bundle, opportunity: saved };
  await tx.insert(payments).values(installmentRows(signed, totalsOf(signed, now), parisDate(now)));
  return saved;
}

/**
 * POST /me/rebooking-devis-update (spec §4 rebooking flow, §7). Two moves:
 * - a change request: etape and etape_offre the pending-review stage, with at least
 *   one box or a comment (spec §5); the sales mailbox is told;
 * - the validation: etape the signed stage, with the terms accepted and a payment method; the payment
 *   schedule is fixed then (spec §9).
 * Any other stage is the sales team's to set (4030). A stale `version` is refused (4090).
 */
export async function updateRebookingQuote(
  ctx: AppContext,
  user: UserRow,
  input: RebookingQuoteUpdate,
) {
  return ctx.db.tx(async (tx) => {
    const bundle = await loadOwnBundle(tx, user.accountId, input.id);
    const { opportunity } = bundle;
    if (input.version !== undefined && input.version !== opportunity.version) throw fail.conflict();
    const now = ctx.now();
    const isChangeRequest =
      input.etape === PENDING_REVIEW_STAGE && input.etape_offre === PENDING_REVIEW_STAGE;
    const isValidation = input.etape === SIGNED_STAGE;
    if (!isChangeRequest && !isValidation) throw fail.unauthorisedAction();
    if (!canChange(opportunity.etape)) {
      throw fail.businessRule('error.business_rule');
    }
    const saved = isChangeRequest
      ? await requestChange(ctx, tx, user, bundle, input, now)
      : await signQuote(tx, bundle, input, now);
    const [reloaded] = await loadBundles(tx, { ids: [saved.id] });
    return { success: true, opportunity: opportunityOf(reloaded!, now) };
  });
}
