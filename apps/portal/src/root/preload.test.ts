// @vitest-environment jsdom
// The page's chunks start loading at boot, and a link's target on the intent to follow it
// (docs/performance.md "Fourth pass"): what the route tree matches for a path is preloaded, its
// layout's and its screen's, once the common texts are in, each in a task of its own; a chunk
// is loaded once, whether a preload or a render asks first.
import { matchRoutes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyRoute, type LazyRouteHandle } from './lazyScreen';
import { preloadLinkTargets, preloadRoute } from './preload';
import { routeTree } from './router';

// The build defines the app version (vite.config.ts); the route tree's modules read it.
vi.hoisted(() => {
  (globalThis as { __APP_VERSION__?: string }).__APP_VERSION__ = 'test';
});

/** The preload of each lazy route a path matches, spied on (and not run: no chunk loads). */
function spyPreloads(path: string) {
  return (matchRoutes(routeTree, path) ?? []).flatMap(({ route }) => {
    const handle = route.handle as LazyRouteHandle | undefined;
    return handle ? [vi.spyOn(handle, 'preload').mockImplementation(() => undefined)] : [];
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('preloading the page at boot (docs/performance.md "Fourth pass")', () => {
  it('starts the signed-in layout and the dashboard (spec §2 me/dashboard) in the page language, after the common texts, in a later task', async () => {
    const preloads = spyPreloads('/en/me/dashboard');
    expect(preloads).toHaveLength(2);
    preloadRoute('/en/me/dashboard');
    // Not in the boot's own task.
    expect(preloads.every((preload) => preload.mock.calls.length === 0)).toBe(true);
    await vi.waitFor(() => {
      for (const preload of preloads) expect(preload).toHaveBeenCalledWith('en');
    });
  });

  it('starts the layout and the screen each in a task of its own (docs/performance.md "Fifth pass")', async () => {
    const preloads = spyPreloads('/fr/me/dashboard');
    expect(preloads).toHaveLength(2);
    const [layout, screen] = preloads;
    let screenInLayoutTask: boolean | undefined;
    layout!.mockImplementation(() => {
      queueMicrotask(() => {
        screenInLayoutTask = screen!.mock.calls.length > 0;
      });
    });
    preloadRoute('/fr/me/dashboard');
    await vi.waitFor(() => expect(screen).toHaveBeenCalledWith('fr'));
    expect(screenInLayoutTask).toBe(false);
  });

  it('starts nothing for a path outside a language (spec §2: the language prefix)', async () => {
    const preloads = spyPreloads('/xx/me/dashboard');
    preloadRoute('/xx/me/dashboard');
    await new Promise((resolve) => setTimeout(resolve, 20));
    for (const preload of preloads) expect(preload).not.toHaveBeenCalled();
  });

  it('loads a chunk once, whether the preload or the screen asks first', async () => {
    const load = vi.fn(async () => ({ Screen: () => null }));
    const route = lazyRoute(load, 'Screen', []);
    route.handle.preload('fr');
    route.handle.preload('fr');
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });

  it('starts the page an internal link leads to when the pointer enters it or it takes focus, once', async () => {
    const preloads = spyPreloads('/fr/pro/invoices');
    expect(preloads.length).toBeGreaterThan(0);
    const stop = preloadLinkTargets(document);
    const link = document.createElement('a');
    link.href = '/fr/pro/invoices';
    link.textContent = 'Factures';
    document.body.append(link);
    try {
      link.dispatchEvent(new Event('pointerover', { bubbles: true }));
      link.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      await vi.waitFor(() => {
        for (const preload of preloads) expect(preload).toHaveBeenCalledWith('fr');
      });
      await new Promise((resolve) => setTimeout(resolve, 20));
      for (const preload of preloads) expect(preload).toHaveBeenCalledTimes(1);
    } finally {
      stop();
      link.remove();
    }
  });

  it('leaves links to other sites alone', async () => {
    const preloads = spyPreloads('/fr/pro/invoices');
    const stop = preloadLinkTargets(document);
    const link = document.createElement('a');
    link.href = 'https://example.org/fr/pro/invoices';
    document.body.append(link);
    try {
      link.dispatchEvent(new Event('pointerover', { bubbles: true }));
      await new Promise((resolve) => setTimeout(resolve, 20));
      for (const preload of preloads) expect(preload).not.toHaveBeenCalled();
    } finally {
      stop();
      link.remove();
    }
  });
});
