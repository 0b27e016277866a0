import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadTimeout, withChunkTimeout } from './lazyScreen';

describe('chunk loading (spec §7, §9: chunk load timeout 120000 ms)', () => {
  it('gives up on a chunk that does not load within 120 s (spec §9)', async () => {
    vi.useFakeTimers();
    const never = withChunkTimeout(() => new Promise<never>(() => {}));
    const assertion = expect(never).rejects.toBeInstanceOf(ChunkLoadTimeout);
    vi.advanceTimersByTime(119_999);
    await Promise.resolve();
    vi.advanceTimersByTime(1);
    await assertion;
    vi.useRealTimers();
  });

  it('passes a chunk that loads in time through', async () => {
    await expect(withChunkTimeout(async () => ({ Screen: 1 }))).resolves.toEqual({ Screen: 1 });
  });
});
