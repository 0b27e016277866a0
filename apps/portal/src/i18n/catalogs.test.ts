import { describe, expect, it } from 'vitest';
import { commonNamespaces, hasNamespaces, loadedMessages, loadNamespaces } from './catalogs';

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
