// The proof-of-transfer rule (spec §4 rebooking flow step 5): PDF, PNG or JPEG by content, at most
// 10 MB, applied by the portal before sending and by the API on receipt.
import { describe, expect, it } from 'vitest';
import { MAX_PROOF_BYTES, proofKindOf, proofProblem } from './proof';

const bytes = (...values: number[]) => new Uint8Array(values);
const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const jpeg = bytes(0xff, 0xd8, 0xff, 0xe0);
const pdf = new TextEncoder().encode('%PDF-1.4');

describe('proof of transfer (spec §4 step 5)', () => {
  it('recognises a PDF, a PNG and a JPEG by their first bytes', () => {
    expect(proofKindOf(pdf)).toBe('pdf');
    expect(proofKindOf(png)).toBe('png');
    expect(proofKindOf(jpeg)).toBe('jpeg');
    expect(proofKindOf(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(proofKindOf(bytes(0xff, 0xd8))).toBeNull();
  });

  it('accepts up to 10 MB and refuses an empty or larger file', () => {
    expect(proofProblem(MAX_PROOF_BYTES, pdf)).toBeNull();
    expect(proofProblem(MAX_PROOF_BYTES + 1, pdf)).toBe('tooLarge');
    expect(proofProblem(0, new Uint8Array())).toBe('empty');
  });
});
