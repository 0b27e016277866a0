// Proofs of bank transfers as the API answers them (spec §4 rebooking flow step 5): the company's
// transfers list them (src/areas/payments) and so does the sales team's overview
// (src/areas/operator), without their content.
import type { ProofKind } from '@salon/domain';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../infra/db/client';
import { transferProofs } from '../../infra/db/schema';

type ProofRow = typeof transferProofs.$inferSelect;

/** A proof as the API answers it (without its content). */
export function proofAnswer(proof: Pick<ProofRow, 'name' | 'kind' | 'size' | 'uploadedAt'>) {
  return {
    name: proof.name,
    kind: proof.kind as ProofKind,
    size: proof.size,
    uploaded_at: proof.uploadedAt.toISOString(),
  };
}

/** The proofs of these transfers, by transfer id. */
export async function proofsOf(db: Executor, transferIds: readonly string[]) {
  if (transferIds.length === 0) return new Map<string, ReturnType<typeof proofAnswer>>();
  const rows = await db
    .select({
      transferId: transferProofs.transferId,
      name: transferProofs.name,
      kind: transferProofs.kind,
      size: transferProofs.size,
      uploadedAt: transferProofs.uploadedAt,
    })
    .from(transferProofs)
    .where(inArray(transferProofs.transferId, [...transferIds]));
  return new Map(rows.map((row) => [row.transferId, proofAnswer(row)]));
}
