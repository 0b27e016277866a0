import { describe, expect, it } from 'vitest';
import { resolveKnownMessageKey, resolveMessageIn } from './resolveKey';

const known = new Set(['error.incorrect_identifiers', 'Incorrect_identifiers']);

describe('server message to key, without the texts (spec §5)', () => {
  it('takes a description that is a key, or trimmed of its trailing dots (spec §5)', () => {
    expect(resolveKnownMessageKey('error.incorrect_identifiers', known)).toBe(
      'error.incorrect_identifiers',
    );
    expect(resolveKnownMessageKey(' error.incorrect_identifiers. ', known)).toBe(
      'error.incorrect_identifiers',
    );
  });

  it('turns dots into underscores to find the key (spec §5)', () => {
    expect(resolveKnownMessageKey('Incorrect.identifiers', known)).toBe('Incorrect_identifiers');
  });

  it('answers undefined for an unknown text or a non-string', () => {
    expect(resolveKnownMessageKey('Something else', known)).toBeUndefined();
    expect(resolveKnownMessageKey(42, known)).toBeUndefined();
    expect(resolveKnownMessageKey('x'.repeat(1001), known)).toBeUndefined();
  });
});

describe('server message to key, against the texts a client holds (spec §5)', () => {
  const texts = [['Identifiants incorrects.', 'error.incorrect_identifiers']] as const;
  const keys = new Set(['error.incorrect_identifiers']);

  it('finds the key by key, or by the text compared loosely (trailing dot, case, apostrophes)', () => {
    expect(resolveMessageIn('error.incorrect_identifiers', keys, texts)).toBe(
      'error.incorrect_identifiers',
    );
    expect(resolveMessageIn('  identifiants INCORRECTS ', keys, texts)).toBe(
      'error.incorrect_identifiers',
    );
  });

  it('answers undefined for a text it does not hold, a key it does not know, or a non-string', () => {
    expect(resolveMessageIn('Incorrect identifiers.', keys, texts)).toBeUndefined();
    expect(resolveMessageIn('Identifiants incorrects', new Set<string>(), texts)).toBeUndefined();
    expect(resolveMessageIn(null, keys, texts)).toBeUndefined();
  });
});
