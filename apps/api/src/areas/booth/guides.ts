// The guides of the booth page (spec §2 pro/stand: exhibitor guide, practical information, theft
// and insurance, user guide), per event. Served to the exhibitors of that event only, once its
// 1st installment is paid (spec §4, §6: booth management is locked until then; the rule is the
// domain's isEventBoothUnlocked, the same the portal shows). The sales team adds or replaces them
// (operator call, operator CLI `guide`).
import { GUIDE_MAX_BYTES, guideKinds, isEventBoothUnlocked } from '@salon/domain';
import type { Guide, GuideKind, GuideUpload, Language } from '@salon/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../infra/db/client';
import { eventGuides, opportunities } from '../../infra/db/schema';
import { fail } from '../../infra/errors';
import { assertCampaignExists, companyRegistrations } from '../../core/feature-access';
import type { UserRow } from '../../infra/db/rows';

type GuideRow = Omit<typeof eventGuides.$inferSelect, 'content'>;

/** The guides of some events, one entry per event and kind with the languages it exists in. */
function toGuides(rows: readonly GuideRow[]): Guide[] {
  const byKey = new Map<string, Guide & { languages: Language[] }>();
  const order = (row: GuideRow) => guideKinds.indexOf(row.kind as GuideKind);
  const sorted = [...rows].sort(
    (a, b) =>
      a.campaignId.localeCompare(b.campaignId) ||
      order(a) - order(b) ||
      a.language.localeCompare(b.language),
  );
  for (const row of sorted) {
    const key = `${row.campaignId}\u0000${row.kind}`;
    const language = row.language as Language;
    const guide = byKey.get(key) ?? {
      campaign_id: row.campaignId,
      kind: row.kind as GuideKind,
      languages: [],
      filenames: {},
      sizes: {},
      updated_at: row.updatedAt.toISOString(),
    };
    guide.languages.push(language);
    guide.filenames[language] = row.filename;
    guide.sizes[language] = row.size;
    if (row.updatedAt.toISOString() > guide.updated_at)
      guide.updated_at = row.updatedAt.toISOString();
    byKey.set(key, guide);
  }
  // French first: the default and the fallback (spec §1).
  return [...byKey.values()].map((guide) => ({
    ...guide,
    languages: [...guide.languages].sort((a) => (a === 'fr' ? -1 : 1)),
  }));
}

/** The events whose booth the exhibitor's company reaches (1st installment paid, spec §4, §6). */
async function unlockedEvents(db: Executor, user: UserRow): Promise<string[]> {
  if (!user.accountId) return [];
  const { opportunities: rows, payments: paid } = await companyRegistrations(db, user.accountId);
  const events = [...new Set(rows.map((row) => row.campaign_id))];
  return events.filter((event) => isEventBoothUnlocked(event, rows, paid));
}

const listColumns = {
  campaignId: eventGuides.campaignId,
  kind: eventGuides.kind,
  language: eventGuides.language,
  filename: eventGuides.filename,
  contentType: eventGuides.contentType,
  size: eventGuides.size,
  updatedAt: eventGuides.updatedAt,
};

/** GET /me/guides: the guides of the events whose booth the exhibitor reaches. */
export async function listGuides(ctx: AppContext, user: UserRow): Promise<Guide[]> {
  return ctx.db.read(async (db) => {
    const events = await unlockedEvents(db, user);
    if (events.length === 0) return [];
    const rows = await db
      .select(listColumns)
      .from(eventGuides)
      .where(inArray(eventGuides.campaignId, events));
    return toGuides(rows);
  });
}

/**
 * GET /me/guides/:cid/:kind/:lang: the document, in the language asked or else in French (a guide
 * the same in both languages is written once). An event the company is not registered for answers
 * not found, as an unknown one does (nothing tells which events exist); a registered event whose
 * 1st installment is unpaid answers 'feature locked' (4220), what the page shows.
 */
export async function guideFile(
  ctx: AppContext,
  user: UserRow,
  params: { cid: string; kind: GuideKind; lang: Language },
) {
  return ctx.db.read(async (db) => {
    const registered = user.accountId
      ? await db
          .select({ id: opportunities.id })
          .from(opportunities)
          .where(
            and(
              eq(opportunities.accountId, user.accountId),
              eq(opportunities.campaignId, params.cid),
            ),
          )
      : [];
    if (registered.length === 0) throw fail.notFound();
    if (!(await unlockedEvents(db, user)).includes(params.cid)) {
      throw fail.businessRule('error.feature_locked');
    }
    const rows = await db
      .select()
      .from(eventGuides)
      .where(and(eq(eventGuides.campaignId, params.cid), eq(eventGuides.kind, params.kind)));
    const row =
      rows.find((candidate) => candidate.language === params.lang) ??
      rows.find((candidate) => candidate.language === 'fr');
    if (!row) throw fail.notFound();
    return { contentType: row.contentType, filename: row.filename, body: row.content };
  });
}

/** Whether the bytes are a PDF document: its header, and its end-of-file marker near the end. */
export function looksLikePdf(content: Buffer): boolean {
  return (
    content.subarray(0, 5).toString('latin1') === '%PDF-' &&
    content
      .subarray(Math.max(0, content.length - 1024))
      .toString('latin1')
      .includes('%%EOF')
  );
}

/** Operator: adds or replaces one guide of an event in one language. */
export async function putGuide(
  ctx: AppContext,
  campaignId: string,
  kind: GuideKind,
  upload: GuideUpload,
): Promise<Guide> {
  const content = Buffer.from(upload.content_base64, 'base64');
  if (content.length > GUIDE_MAX_BYTES) throw fail.field('content_base64', 'validation.too_long');
  if (!looksLikePdf(content)) throw fail.field('content_base64', 'validation.invalid');
  return ctx.db.tx(async (tx) => {
    await assertCampaignExists(tx, campaignId);
    const values = {
      campaignId,
      kind,
      language: upload.language,
      filename: upload.filename,
      contentType: upload.content_type,
      content,
      size: content.length,
      updatedAt: ctx.now(),
    };
    await tx
      .insert(eventGuides)
      .values(values)
      .onConflictDoUpdate({
        target: [eventGuides.campaignId, eventGuides.kind, eventGuides.language],
        set: {
          filename: values.filename,
          contentType: values.contentType,
          content,
          size: values.size,
          updatedAt: values.updatedAt,
        },
      });
    const rows = await tx
      .select(listColumns)
      .from(eventGuides)
      .where(and(eq(eventGuides.campaignId, campaignId), eq(eventGuides.kind, kind)));
    return toGuides(rows)[0]!;
  });
}
