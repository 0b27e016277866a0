import { createIntl } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import {
  commonNamespaces,
  hasNamespaces,
  loadedMessages,
  loadNamespaces,
  subscribeToCatalogs,
} from './catalogs';

// docs/i18n.md "Loading by namespace", docs/performance.md "Login route size": the common
// namespaces are one file per language, loaded at start (spec §1: French default and fallback).
describe('the common namespaces, one file per language', () => {
  it('loads every common namespace with the common file', async () => {
    await loadNamespaces('fr', commonNamespaces);
    expect(hasNamespaces('fr', ['app', 'layout', 'validation', 'error', 'success'])).toBe(true);
    expect(hasNamespaces('fr', ['login'])).toBe(false);
    const messages = loadedMessages('fr') ?? {};
    expect(Object.keys(messages).some((id) => id.startsWith('success.'))).toBe(true);
    expect(Object.keys(messages).some((id) => id.startsWith('validation.'))).toBe(true);
  });

  it('loads the common file for any one common namespace, in English too', async () => {
    await loadNamespaces('en', ['error']);
    expect(hasNamespaces('en', ['app', 'success'])).toBe(true);
    expect(Object.keys(loadedMessages('en') ?? {}).some((id) => id.startsWith('app.'))).toBe(true);
  });
});

// docs/performance.md "Fifth pass": a namespace that loads after the common ones grows the
// language's one catalog object; react-intl reads it at each format, so the page needs no new
// `intl` and no render of the whole tree (what shows the new texts waited for them).
describe("a language's catalog, one object that grows", () => {
  it('keeps the same object when a route namespace loads, with its messages in it', async () => {
    await loadNamespaces('fr', commonNamespaces);
    const messages = loadedMessages('fr');
    expect(messages).toBeDefined();
    const listener = vi.fn();
    const unsubscribe = subscribeToCatalogs(listener);
    const intl = createIntl({ locale: 'fr', messages, onError: () => undefined });
    expect(intl.formatMessage({ id: 'not_found.title' })).toBe('not_found.title');

    await loadNamespaces('fr', ['not_found']);
    unsubscribe();

    expect(loadedMessages('fr')).toBe(messages);
    expect(listener).toHaveBeenCalled();
    // The intl made before the load formats the new namespace's messages.
    expect(intl.formatMessage({ id: 'not_found.title' })).not.toBe('not_found.title');
    expect(intl.formatMessage({ id: 'not_found.title' }).length).toBeGreaterThan(0);
  });
});
