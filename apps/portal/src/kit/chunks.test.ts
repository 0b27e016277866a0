// The on-demand parts of a screen (docs/performance.md "Signed-in routes"): their loader runs once
// and, after a failure, again (spec §9: a part that did not load is tried again, like a route).
import { describe, expect, it, vi } from 'vitest';
import { lazyPart, once } from './chunks';

describe('once: the loader of an on-demand part (docs/performance.md "Signed-in routes")', () => {
  it('loads once for every caller (the early load and the part share it)', async () => {
    const load = vi.fn(async () => ({ Part: 'part' }));
    const loadOnce = once(load);
    const [first, second] = [loadOnce(), loadOnce()];
    expect(first).toBe(second);
    await expect(first).resolves.toEqual({ Part: 'part' });
    await loadOnce();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next call tries again (spec §9)', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('loaded');
    const loadOnce = once(load);
    await expect(loadOnce()).rejects.toThrow('offline');
    await expect(loadOnce()).resolves.toBe('loaded');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('names the lazy part after its export, and does not load it before it shows', () => {
    const load = vi.fn(async () => ({ EditForm: () => null }));
    const Part = lazyPart(load, 'EditForm') as { displayName?: string };
    expect(Part.displayName).toBe('LazyPart(EditForm)');
    expect(load).not.toHaveBeenCalled();
  });
});
