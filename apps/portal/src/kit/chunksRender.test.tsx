// @vitest-environment jsdom
// An on-demand part that does not load (docs/performance.md "Signed-in routes", spec §9): it shows
// the kit's load failure in its place (kit/LoadFailed.tsx, docs/portal-kit.md), not the route's
// error page, and its retry loads the part again.
import { act } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart, loadOnIntent, once } from './chunks';
import { testRoot } from './testing/testRoot';

const dom = testRoot();

async function show(node: React.ReactNode) {
  await act(async () => {
    dom.root.render(
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
    const alert = dom.container.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain('Cette partie de la page n’a pas pu se charger');
    // The rest of the page stays.
    expect(dom.container.querySelector('h1')?.textContent).toBe('La page');
    const retry = [...dom.container.querySelectorAll('button')].find(
      (button) => button.textContent === 'Réessayer',
    );
    expect(retry).toBeDefined();
    await act(async () => {
      retry?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      await Promise.resolve();
    });
    await vi.waitFor(() => expect(dom.container.textContent).toContain('Bonjour Claire'));
    expect(dom.container.querySelector('[role="alert"]')).toBeNull();
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
      dom.root.render(
        <IntlProvider locale="fr" defaultLocale="fr" onError={() => undefined}>
          <Greeting name="Hugo" />
        </IntlProvider>,
      ),
    );
    // The first render already holds the part: no loading state (role status) came before it.
    expect(dom.container.textContent).toBe('Bonjour Hugo');
    expect(dom.container.querySelector('[role="status"]')).toBeNull();
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
