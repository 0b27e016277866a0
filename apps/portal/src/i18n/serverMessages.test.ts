// Server messages resolved against the loaded catalogs (spec §5: translated by key, or by their
// French or English text), which the login machine uses instead of the domain's texts.
import { describe, expect, it } from 'vitest';
import { loadNamespaces } from './catalogs';
import { resolveCatalogMessage } from './serverMessages';

describe('server messages against the loaded catalogs (spec §5)', () => {
  it('resolves a key, or a text of a loaded language, to its key; nothing before it loads', async () => {
    expect(resolveCatalogMessage('Identifiants incorrects.')).toBeUndefined();
    await loadNamespaces('fr', ['error', 'validation']);
    expect(resolveCatalogMessage('error.incorrect_identifiers')).toBe(
      'error.incorrect_identifiers',
    );
    expect(resolveCatalogMessage('identifiants incorrects')).toBe('error.incorrect_identifiers');
    // English is not loaded yet: its text names nothing; a known server wording does.
    expect(resolveCatalogMessage('Incorrect identifiers.')).toBeUndefined();
    expect(resolveCatalogMessage('Contact inactive')).toBe('error.contact_inactive');
    await loadNamespaces('en', ['error']);
    expect(resolveCatalogMessage('Incorrect identifiers.')).toBe('error.incorrect_identifiers');
  });

  it('names no message for an unknown text, a key outside the server namespaces, or a non-string', async () => {
    await loadNamespaces('fr', ['error', 'login']);
    expect(resolveCatalogMessage('Votre accès est suspendu.')).toBeUndefined();
    expect(resolveCatalogMessage('login.email')).toBeUndefined();
    expect(resolveCatalogMessage(42)).toBeUndefined();
  });
});
