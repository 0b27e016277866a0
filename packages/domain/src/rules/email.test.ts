import { describe, expect, it } from 'vitest';
import { emailSchema } from '../validation';
import { isSameEmail, normalizeEmail } from './email';

describe('email normalisation (spec §5 email: one address, one account)', () => {
  it('trims and lower-cases an address', () => {
    expect(normalizeEmail('  Claire.Martin@Maison-Lune.FR \n')).toBe(
      'claire.martin@maison-lune.fr',
    );
  });

  it('leaves an empty typing empty', () => {
    expect(normalizeEmail('   ')).toBe('');
  });

  it('treats two typings of one address as the same address', () => {
    expect(isSameEmail('Claire@Lune.fr', ' claire@lune.FR')).toBe(true);
    expect(isSameEmail('claire@lune.fr', 'claire@lune.com')).toBe(false);
  });

  it('gives what the form schema gives for a valid address', () => {
    const typed = ' Paul.Durand@Example.COM ';
    expect(normalizeEmail(typed)).toBe(emailSchema.parse(typed));
  });
});
