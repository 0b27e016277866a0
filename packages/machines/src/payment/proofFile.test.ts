// The proof-of-transfer check (spec §4 rebooking flow step 5): PDF, PNG or JPEG by content, at most
// 10 MB.
import { describe, expect, it } from 'vitest';
import { MAX_PROOF_BYTES, inspectProof } from './proofFile';

const bytes = (...values: number[]) => new Uint8Array(values);
const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);

describe('proof of transfer read in the browser (spec §4 step 5)', () => {
  it('reads the content of a file, not its name', async () => {
    const named = (content: BlobPart, name: string) => Object.assign(new Blob([content]), { name });
    expect(await inspectProof(named(png, 'photo.png'))).toBeNull();
    expect(await inspectProof(named('plain text', 'photo.png'))).toBe('unsupportedType');
    expect(await inspectProof(named('', 'empty.pdf'))).toBe('empty');
    const large = { name: 'scan.pdf', size: MAX_PROOF_BYTES + 1, slice: () => new Blob([]) };
    expect(await inspectProof(large)).toBe('tooLarge');
  });
});
