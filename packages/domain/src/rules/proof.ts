// The proof of a bank transfer (spec §4 rebooking flow step 5: registration is validated once the
// proof of transfer and the payment are received). Accepted: a PDF, PNG or JPEG file of at most
// 10 MB, recognised by its content (its first bytes), never by its name or the type a browser
// guesses: a renamed file is refused. The portal checks it before sending, the API again on
// receipt. Spec §9 gives no limit: 10 MB holds a phone photo or a bank's PDF statement, the files
// a user really sends (docs/payments.md). Its content is checked too (./proofScan.ts): no active
// content in a PDF, no web page in any proof; and a company holds at most
// MAX_PROOF_BYTES_PER_COMPANY of proofs (docs/security.md "Proofs of transfer").
import { hasHtmlElement, pdfHasActiveContent } from './proofScan';
import type { Inflater } from './proofScan';

export type { Inflater };

/** The largest proof accepted: 10 MB. */
export const MAX_PROOF_BYTES = 10 * 1024 * 1024;

export const proofKinds = ['pdf', 'png', 'jpeg'] as const;
export type ProofKind = (typeof proofKinds)[number];

/**
 * The most proof bytes a company may hold, all its transfers together: 5 proofs at the largest
 * size, while a bank's PDF or a phone photo weighs 0.1 to 3 MB and a company pays at most three
 * installments per show. A proof replaced or of a cancelled transfer no longer counts (it is
 * deleted).
 */
export const MAX_PROOF_BYTES_PER_COMPANY = 50 * 1024 * 1024;

/** Why a proof is refused. */
export type ProofProblem = 'empty' | 'tooLarge' | 'unsupportedType' | 'activeContent' | 'overQuota';

/** The first bytes of each accepted format. */
const signatures: Record<ProofKind, readonly number[]> = {
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpeg: [0xff, 0xd8, 0xff],
};

/** The media type a proof is stored and served with. */
export const proofMediaTypes: Record<ProofKind, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
};

/** How many leading bytes the check reads. */
export const PROOF_HEAD_BYTES = Math.max(...Object.values(signatures).map((bytes) => bytes.length));

/** The format the leading bytes show, or null. */
export function proofKindOf(head: Uint8Array): ProofKind | null {
  return (
    proofKinds.find((kind) => signatures[kind].every((byte, index) => head[index] === byte)) ?? null
  );
}

/** What is wrong with a proof of this size and these leading bytes, or null when it is accepted. */
export function proofProblem(size: number, head: Uint8Array): ProofProblem | null {
  if (size === 0) return 'empty';
  if (size > MAX_PROOF_BYTES) return 'tooLarge';
  return proofKindOf(head) === null ? 'unsupportedType' : null;
}

/**
 * What is wrong with a proof's whole content, once its format is known: a PDF that could act on
 * its own in the reader, or any proof that is also a web page (./proofScan.ts). `inflate` reads
 * a PDF's compressed object streams (the API passes one; without it they are not read).
 */
export function proofContentProblem(
  bytes: Uint8Array,
  kind: ProofKind,
  inflate?: Inflater,
): 'activeContent' | null {
  if (hasHtmlElement(bytes)) return 'activeContent';
  if (kind === 'pdf' && pdfHasActiveContent(bytes, inflate)) return 'activeContent';
  return null;
}

/**
 * Whether a new proof of `size` bytes fits beside the `storedBytes` the company already holds
 * (the proof it replaces left out).
 */
export function proofQuotaProblem(storedBytes: number, size: number): 'overQuota' | null {
  return storedBytes + size > MAX_PROOF_BYTES_PER_COMPANY ? 'overQuota' : null;
}

/** The message under the proof field for each problem (spec §5: errors sit under their field). */
export const proofMessages = {
  empty: 'validation.proof_empty',
  tooLarge: 'validation.proof_too_large',
  unsupportedType: 'validation.proof_type',
  activeContent: 'validation.proof_active_content',
  overQuota: 'validation.proof_quota',
} as const satisfies Record<ProofProblem, string>;
