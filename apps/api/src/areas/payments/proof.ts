// Proofs of bank transfers (spec §4 rebooking flow step 5: registration is validated once the
// proof of transfer and the payment are received). The exhibitor sends one for a pending transfer
// of their company; the content is checked here again whatever the portal did (PDF, PNG or JPEG by
// its first bytes, at most 10 MB, no active content in a PDF and no web page in any proof, the
// company's proofs within their quota: @salon/domain rules/proof.ts), answering 2201 with the
// proof's message under `proof`. A new proof replaces the previous one; cancelling the transfer
// deletes it. The sales team lists them (the operator overview) and downloads them
// (docs/payments.md; docs/security.md "Proofs of transfer").
import { inflateSync } from 'node:zlib';
import {
  PROOF_HEAD_BYTES,
  proofContentProblem,
  proofKindOf,
  proofMediaTypes,
  proofMessages,
  proofProblem,
  proofQuotaProblem,
} from '@salon/domain';
import type { Inflater, ProofKind } from '@salon/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { transferProofs, transfers } from '../../infra/db/schema';
import { fail } from '../../infra/errors';
import { proofAnswer } from '../../core/billing/proofs';
import type { Executor } from '../../infra/db/client';
import type { UserRow } from '../../infra/db/rows';

/**
 * Strict base64: the alphabet, padding at the end only, whole groups of 4 (a flat character class,
 * linear on a 14 MB text: no nested repetition to backtrack through).
 */
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const isBase64 = (text: string) => text.length % 4 === 0 && BASE64.test(text);

/** The most bytes a proof's object streams may inflate to, all together (a bomb stops there). */
const INFLATED_BUDGET = 64 * 1024 * 1024;

/** node's zlib for the domain's PDF check, within INFLATED_BUDGET for the whole file. */
function boundedInflater(): Inflater {
  let budget = INFLATED_BUDGET;
  return (data) => {
    if (budget <= 0) return null;
    try {
      const inflated = inflateSync(data, { maxOutputLength: budget });
      budget -= inflated.length;
      return new Uint8Array(inflated.buffer, inflated.byteOffset, inflated.length);
    } catch {
      return null;
    }
  };
}

/** The file's bytes, or the 2201 saying what is wrong with it. */
function checkedContent(content: string): { bytes: Buffer; kind: ProofKind } {
  if (!isBase64(content)) throw fail.field('proof', 'validation.invalid');
  const bytes = Buffer.from(content, 'base64');
  const head = new Uint8Array(bytes.subarray(0, PROOF_HEAD_BYTES));
  const problem = proofProblem(bytes.length, head);
  if (problem) throw fail.field('proof', proofMessages[problem]);
  const kind = proofKindOf(head)!;
  const view = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length);
  const unsafe = proofContentProblem(view, kind, boundedInflater());
  if (unsafe) throw fail.field('proof', proofMessages[unsafe]);
  return { bytes, kind };
}

/** The proof bytes the company holds, the proof of `transferId` left out (it is replaced). */
async function storedProofBytes(tx: Executor, accountId: string, transferId: string) {
  const [row] = await tx
    .select({ total: sql<string | number | null>`sum(${transferProofs.size})` })
    .from(transferProofs)
    .where(and(eq(transferProofs.accountId, accountId), ne(transferProofs.transferId, transferId)));
  return Number(row?.total ?? 0);
}

/**
 * POST /me/transfers/{id}/proof (added): stores the proof of a pending transfer of the caller's
 * company (4040 for another company's or an unknown transfer, like an unknown one; 4220 once the
 * transfer is no longer pending).
 */
export async function uploadProof(
  ctx: AppContext,
  user: UserRow,
  transferId: string,
  input: { name: string; content: string },
) {
  const { bytes, kind } = checkedContent(input.content);
  return ctx.db.tx(async (tx) => {
    const [transfer] = await tx.select().from(transfers).where(eq(transfers.id, transferId));
    if (!transfer || transfer.accountId !== user.accountId) throw fail.notFound();
    if (transfer.status !== 'pending') throw fail.businessRule('error.business_rule');
    const held = await storedProofBytes(tx, transfer.accountId, transfer.id);
    const overQuota = proofQuotaProblem(held, bytes.length);
    if (overQuota) throw fail.field('proof', proofMessages[overQuota]);
    const values = {
      accountId: transfer.accountId,
      name: input.name,
      kind,
      size: bytes.length,
      content: bytes,
      uploadedAt: ctx.now(),
    };
    const [stored] = await tx
      .insert(transferProofs)
      .values({ transferId: transfer.id, ...values })
      .onConflictDoUpdate({ target: transferProofs.transferId, set: values })
      .returning();
    return proofAnswer(stored!);
  });
}

/** Operator: the proof's file, for the sales team (4040 when the transfer has none). */
export async function proofFile(ctx: AppContext, transferId: string) {
  return ctx.db.read(async (db) => {
    const [proof] = await db
      .select()
      .from(transferProofs)
      .where(eq(transferProofs.transferId, transferId));
    if (!proof) throw fail.notFound();
    const [transfer] = await db.select().from(transfers).where(eq(transfers.id, transferId));
    const extension = proof.kind === 'jpeg' ? 'jpg' : proof.kind;
    return {
      contentType: proofMediaTypes[proof.kind as ProofKind],
      filename: `${transfer?.reference ?? transferId}-proof.${extension}`,
      body: proof.content,
    };
  });
}
