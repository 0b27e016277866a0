// Proofs of bank transfers (spec §4 rebooking flow step 5: registration is validated once the
// proof of transfer and the payment are received). The exhibitor sends one for a pending transfer
// of their company; the content is checked here again whatever the portal did (PDF, PNG or JPEG by
// its first bytes, at most 10 MB: @salon/domain rules/proof.ts), answering 2201 with the proof's
// message under `proof`. A new proof replaces the previous one. The sales team lists them (the
// operator overview) and downloads them (docs/payments.md).
import {
  PROOF_HEAD_BYTES,
  proofKindOf,
  proofMediaTypes,
  proofMessages,
  proofProblem,
} from '@salon/domain';
import type { ProofKind } from '@salon/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { transferProofs, transfers } from '../../infra/db/schema';
import { fail } from '../../infra/errors';
import { proofAnswer } from '../../core/billing/proofs';
import type { UserRow } from '../../infra/db/rows';

/**
 * Strict base64: the alphabet, padding at the end only, whole groups of 4 (a flat character class,
 * linear on a 14 MB text: no nested repetition to backtrack through).
 */
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const isBase64 = (text: string) => text.length % 4 === 0 && BASE64.test(text);

/** The file's bytes, or the 2201 saying what is wrong with it. */
function checkedContent(content: string): { bytes: Buffer; kind: ProofKind } {
  if (!isBase64(content)) throw fail.field('proof', 'validation.invalid');
  const bytes = Buffer.from(content, 'base64');
  const head = new Uint8Array(bytes.subarray(0, PROOF_HEAD_BYTES));
  const problem = proofProblem(bytes.length, head);
  if (problem) throw fail.field('proof', proofMessages[problem]);
  return { bytes, kind: proofKindOf(head)! };
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
