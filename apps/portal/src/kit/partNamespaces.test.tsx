// @vitest-environment jsdom
// An on-demand part that shows catalog namespaces of its own (docs/i18n.md "Loading by namespace",
// docs/performance.md "Signed-in routes"): it shows the loading state in its place until they are
// in, so no message id ever shows, and a namespace that does not load shows the kit's part load
// failure, whose retry loads it again (spec §9).
import { act } from 'react';
import { FormattedMessage, IntlProvider } from 'react-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testRoot } from './testing/testRoot';

const catalog = vi.hoisted(() => ({
  loaded: new Set<string>(),
  load: vi.fn<(lang: string, namespaces: readonly string[]) => Promise<void>>(),
}));
vi.mock('../i18n/catalogs', () => ({
  hasNamespaces: (_lang: string, namespaces: readonly string[]) =>
    namespaces.every((namespace) => catalog.loaded.has(namespace)),
  loadNamespaces: catalog.load,
}));

const { lazyPart, once } = await import('./chunks');

const dom = testRoot();
beforeEach(() => {
  catalog.loaded.clear();
  catalog.load.mockReset();
});

const messages = {
  'pay.title': 'Régler l’échéance',
  'invoices.title': 'Mes factures',
};

async function show(node: React.ReactNode) {
  await act(async () => {
    dom.root.render(
      <IntlProvider
        locale="fr"
        defaultLocale="fr"
        messages={Object.fromEntries(
          Object.entries(messages).filter(([id]) => catalog.loaded.has(id.split('.')[0] ?? '')),
        )}
        onError={() => undefined}
      >
        {node}
      </IntlProvider>,
    );
  });
}

const PayTitle = () => <h2>{<FormattedMessage id="pay.title" />}</h2>;
const InvoicesTitle = () => <h2>{<FormattedMessage id="invoices.title" />}</h2>;

/** The page around the part: the rest of it stays while the part loads or fails. */
const pageWith = (Part: () => React.ReactNode) => (
  <main>
    <h1>La page</h1>
    <Part />
  </main>
);

describe('lazyPart with namespaces of its own (no message id shows, spec §9)', () => {
  it('shows the loading state in its place until its namespaces are in', async () => {
    let finish = () => {};
    catalog.load.mockImplementation(
      () =>
        new Promise<void>((resolve) => {
          finish = () => {
            catalog.loaded.add('pay');
            resolve();
          };
        }),
    );
    const page = pageWith(
      lazyPart(
        once(async () => ({ PayTitle })),
        'PayTitle',
        { namespaces: ['pay'] },
      ),
    );
    await show(page);
    expect(catalog.load).toHaveBeenCalledWith('fr', ['pay']);
    expect(dom.container.querySelector('[role="status"]')).not.toBeNull();
    expect(dom.container.textContent).not.toContain('pay.title');
    await act(async () => finish());
    await show(page);
    await vi.waitFor(() =>
      expect(dom.container.querySelector('h2')?.textContent).toBe(messages['pay.title']),
    );
  });

  it('shows the part load failure when a namespace does not load, and its retry loads it', async () => {
    // Offline: React renders a part that failed once more before it shows the failure.
    let offline = true;
    catalog.load.mockImplementation(async () => {
      if (offline) throw new Error('offline');
      catalog.loaded.add('invoices');
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = pageWith(
      lazyPart(
        once(async () => ({ InvoicesTitle })),
        'InvoicesTitle',
        { namespaces: ['invoices'] },
      ),
    );
    await show(page);
    await vi.waitFor(() =>
      expect(dom.container.querySelector('[role="alert"]')?.textContent).toContain(
        'Cette partie de la page n’a pas pu se charger',
      ),
    );
    expect(dom.container.querySelector('h1')?.textContent).toBe('La page');
    const retry = [...dom.container.querySelectorAll('button')].find(
      (button) => button.textContent === 'Réessayer',
    );
    const failedLoads = catalog.load.mock.calls.length;
    offline = false;
    await act(async () => {
      retry?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      await Promise.resolve();
    });
    await show(page);
    await vi.waitFor(() =>
      expect(dom.container.querySelector('h2')?.textContent).toBe(messages['invoices.title']),
    );
    expect(dom.container.querySelector('[role="alert"]')).toBeNull();
    expect(catalog.load).toHaveBeenCalledTimes(failedLoads + 1);
  });
});
