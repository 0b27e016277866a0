// The proof of a bank transfer as the browser reads it (spec §4 rebooking flow step 5). What is
// accepted (a PDF, PNG or JPEG file of at most 10 MB, by its content) is the domain's rule
// (@salon/domain rules/proof.ts), which the API applies again on receipt; this file reads a
// browser file's first bytes for it (docs/machines.md "Payment flows").
import {
  MAX_PROOF_BYTES,
  PROOF_HEAD_BYTES,
  proofKindOf,
  proofMessages,
  proofProblem,
} from '@salon/domain';
import type { ProofKind, ProofProblem } from '@salon/domain';

export { MAX_PROOF_BYTES, PROOF_HEAD_BYTES, proofKindOf, proofMessages, proofProblem };
export type { ProofKind, ProofProblem };

/** What a proof file must offer: a browser `File` or `Blob` does. */
export interface ProofFile {
  readonly name: string;
  readonly size: number;
  slice(start?: number, end?: number): { arrayBuffer(): Promise<ArrayBuffer> };
}

/** Reads a proof's leading bytes and says what is wrong with it (null: it is accepted). */
export async function inspectProof(file: ProofFile): Promise<ProofProblem | null> {
  if (file.size === 0 || file.size > MAX_PROOF_BYTES)
    return proofProblem(file.size, new Uint8Array());
  const head = new Uint8Array(await file.slice(0, PROOF_HEAD_BYTES).arrayBuffer());
  return proofProblem(file.size, head);
}
