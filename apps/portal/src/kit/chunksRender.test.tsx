// @vitest-environment jsdom
// An on-demand part that does not load (docs/performance.md "Signed-in routes", spec §9): it shows
// the kit's load failure in its place (kit/LoadFailed.tsx, docs/portal-kit.md), not the route's
// error page, and its retry loads the part again.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyPart, loadOnIntent, once } from './chunks';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

let container: HTMLElement;
let root: Root;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

async function show(node: React.ReactNode) {
  await act(async () => {
    root.render(
      <IntlProvider locale="fr" defaultLocale="fr" onError={() => undefined}>
        {node}
      </IntlProvider>,
    );
  });
}

describe('lazyPart: a part that does not load (spec §9)', () => {
  it('shows the load failure in its place, and its retry loads the part', async () => {
    const load = vi
      .fn<() => Promise<{ Greeting: (props: { name: string }) => React.ReactNode }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ Greeting: ({ name }) => <p>Bonjour {name}</p> });
    const Greeting = lazyPart(once(load), 'Greeting');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await show(
      <main>
        <h1>La page</h1>
        <Greeting name="Claire" />
      </main>,
    );
    const alert = container.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain('Cette partie de la page n’a pas pu se charger');
    // The rest of the page stays.
    expect(container.querySelector('h1')?.textContent).toBe('La page');
    const retry = [...container.querySelectorAll('button')].find(
      (button) => button.textContent === 'Réessayer',
    );
    expect(retry).toBeDefined();
    await act(async () => {
      retry?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      await Promise.resolve();
    });
    await vi.waitFor(() => expect(container.textContent).toContain('Bonjour Claire'));
    expect(container.querySelector('[role="alert"]')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows a part loaded beforehand at once, without the loading state', async () => {
    const load = once(async () => ({
      Greeting: ({ name }: { name: string }) => <p>Bonjour {name}</p>,
    }));
    const Greeting = lazyPart(load, 'Greeting');
    await load();
    expect(load.loaded()).toBeDefined();
    act(() =>
      root.render(
        <IntlProvider locale="fr" defaultLocale="fr" onError={() => undefined}>
          <Greeting name="Hugo" />
        </IntlProvider>,
      ),
    );
    // The first render already holds the part: no loading state (role status) came before it.
    expect(container.textContent).toBe('Bonjour Hugo');
    expect(container.querySelector('[role="status"]')).toBeNull();
  });

  it('starts loading when the user points at, focuses or presses its opener', () => {
    const load = vi.fn(async () => ({}));
    const handlers = loadOnIntent(load);
    handlers.onHoverStart();
    handlers.onFocus();
    handlers.onPressStart();
    expect(load).toHaveBeenCalledTimes(3);
  });
});
