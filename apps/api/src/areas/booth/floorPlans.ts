// The floor plan of an event (spec §4 'Only exhibitors who paid at least the 1st installment reach
// the floor plan'; spec §2 pro/stand): the organiser's interactive plan or a document the sales
// team uploads like the guides (operator call, operator CLI `floor-plan`). Listed and served to the
// exhibitors of that event only, once its 1st installment is paid: the domain's feature rule
// (campaignFeatureAccess, `floorPlan`), the same the portal shows.
import { FLOOR_PLAN_MAX_BYTES, campaignFeatureAccess } from '@salon/domain';
import type { FloorPlan, FloorPlanContentType, FloorPlanUpload } from '@salon/domain';
import { eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../infra/db/client';
import { eventFloorPlans } from '../../infra/db/schema';
import type { UserRow } from '../../infra/db/rows';
import { fail } from '../../infra/errors';
import { assertCampaignExists, companyRegistrations } from '../../core/feature-access';
import { looksLikePdf } from './guides';

const listColumns = {
  campaignId: eventFloorPlans.campaignId,
  url: eventFloorPlans.url,
  filename: eventFloorPlans.filename,
  contentType: eventFloorPlans.contentType,
  size: eventFloorPlans.size,
  updatedAt: eventFloorPlans.updatedAt,
};
type FloorPlanRow = Omit<typeof eventFloorPlans.$inferSelect, 'content'>;

const toFloorPlan = (row: FloorPlanRow): FloorPlan => ({
  campaign_id: row.campaignId,
  url: row.url,
  filename: row.filename,
  // The column holds the domain's types (putFloorPlan checks them).
  content_type: row.contentType as FloorPlanContentType | null,
  size: row.size,
  updated_at: row.updatedAt.toISOString(),
});

/** The events whose floor plan the exhibitor's company reaches (1st installment paid, spec §4). */
async function reachedEvents(db: Executor, user: UserRow): Promise<Set<string>> {
  if (!user.accountId) return new Set();
  const { opportunities: rows, payments: paid } = await companyRegistrations(db, user.accountId);
  const events = new Set(rows.map((row) => row.campaign_id));
  return new Set([...events].filter((event) => campaignFeatureAccess(event, rows, paid).floorPlan));
}

/** GET /me/floor-plans: the floor plans of the events the exhibitor reaches. */
export async function listFloorPlans(ctx: AppContext, user: UserRow): Promise<FloorPlan[]> {
  return ctx.db.read(async (db) => {
    const events = [...(await reachedEvents(db, user))];
    if (events.length === 0) return [];
    const rows = await db
      .select(listColumns)
      .from(eventFloorPlans)
      .where(inArray(eventFloorPlans.campaignId, events))
      .orderBy(eventFloorPlans.campaignId);
    return rows.map(toFloorPlan);
  });
}

/**
 * GET /me/floor-plans/:cid: the document. An event the company is not registered for answers not
 * found, as an unknown one does (nothing tells which events exist); a registered event whose 1st
 * installment is unpaid answers 'feature locked' (4220), what the page shows; an event without a
 * document (none yet, or an interactive plan) answers not found.
 */
export async function floorPlanFile(ctx: AppContext, user: UserRow, campaignId: string) {
  return ctx.db.read(async (db) => {
    const { opportunities: own, payments: paid } = user.accountId
      ? await companyRegistrations(db, user.accountId, campaignId)
      : { opportunities: [], payments: [] };
    if (own.length === 0) throw fail.notFound();
    if (!campaignFeatureAccess(campaignId, own, paid).floorPlan) {
      throw fail.businessRule('error.feature_locked');
    }
    const [row] = await db
      .select()
      .from(eventFloorPlans)
      .where(eq(eventFloorPlans.campaignId, campaignId));
    if (!row?.content || !row.contentType || !row.filename) throw fail.notFound();
    return { contentType: row.contentType, filename: row.filename, body: row.content };
  });
}

/** Whether the bytes are of the type they claim, by their magic numbers (docs/api.md). */
export function matchesContentType(content: Buffer, type: FloorPlanContentType): boolean {
  switch (type) {
    case 'application/pdf':
      return looksLikePdf(content);
    case 'image/png':
      return content.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10]));
    case 'image/jpeg':
      return content.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]));
  }
}

/** The columns an upload writes: the address, or the document (checked by size and type). */
function uploadedValues(upload: FloorPlanUpload) {
  if ('url' in upload) {
    return { url: upload.url, filename: null, contentType: null, content: null, size: null };
  }
  const content = Buffer.from(upload.content_base64, 'base64');
  if (content.length > FLOOR_PLAN_MAX_BYTES) {
    throw fail.field('content_base64', 'validation.too_long');
  }
  if (!matchesContentType(content, upload.content_type)) {
    throw fail.field('content_base64', 'validation.invalid');
  }
  const { filename, content_type: contentType } = upload;
  return { url: null, filename, contentType, content, size: content.length };
}

/** Operator: sets an event's floor plan, replacing the one before. */
export async function putFloorPlan(
  ctx: AppContext,
  campaignId: string,
  upload: FloorPlanUpload,
): Promise<FloorPlan> {
  const values = { ...uploadedValues(upload), updatedAt: ctx.now() };
  return ctx.db.tx(async (tx) => {
    await assertCampaignExists(tx, campaignId);
    const [row] = await tx
      .insert(eventFloorPlans)
      .values({ campaignId, ...values })
      .onConflictDoUpdate({ target: eventFloorPlans.campaignId, set: values })
      .returning(listColumns);
    return toFloorPlan(row!);
  });
}
