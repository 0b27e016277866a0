// Validation of formats: SIRET, password, email, URL and desired surface (spec §5, §9).
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { isMessageKey } from './messages/index';
import {
  MAX_PASSWORD_LENGTH,
  MAX_SURFACE_M2,
  checkPassword,
  currentPasswordSchema,
  emailSchema,
  isHttpUrl,
  isValidSiret,
  passwordRules,
  passwordSchema,
  siretSchema,
  surfaceSchema,
  toFieldErrors,
  urlSchema,
  withPasswordConfirmation,
} from './validation';
import { messagesOf, accepts } from './validation.testkit';
describe('desired surface (spec §5, §9: at least the parameter, at most 99, integer)', () => {
  const schema = surfaceSchema(9);

  it('rejects min - 1 and accepts the minimum', () => {
    expect(messagesOf(schema, 8)).toEqual(['validation.surface_too_small']);
    expect(accepts(schema, 9)).toBe(true);
  });

  it('accepts 99 and rejects 100 with "too big, max 99m2"', () => {
    expect(MAX_SURFACE_M2).toBe(99);
    expect(accepts(schema, 99)).toBe(true);
    expect(messagesOf(schema, 100)).toEqual(['validation.surface_too_big']);
  });

  it('rejects non-integers with one message', () => {
    expect(messagesOf(schema, 12.5)).toEqual(['validation.integer']);
    expect(messagesOf(schema, 8.5)).toEqual(['validation.integer']);
    expect(messagesOf(schema, 99.5)).toEqual(['validation.integer']);
  });

  it('treats a missing or non-numeric value as required', () => {
    for (const value of [undefined, null, '', '12', Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(messagesOf(schema, value), String(value)).toEqual(['validation.required']);
    }
  });

  it('never goes below 1 or above 99, whatever the parameter', () => {
    expect(messagesOf(surfaceSchema(0), 0)).toEqual(['validation.surface_too_small']);
    expect(accepts(surfaceSchema(0), 1)).toBe(true);
    expect(accepts(surfaceSchema(), 1)).toBe(true);
    expect(accepts(surfaceSchema(8.2), 9)).toBe(true);
    expect(messagesOf(surfaceSchema(8.2), 8)).toEqual(['validation.surface_too_small']);
    expect(accepts(surfaceSchema(Number.NaN), 1)).toBe(true);
    expect(accepts(surfaceSchema(150), 99)).toBe(true);
  });
});

describe('SIRET (spec §5, §9: 14 digits and a check-digit sum)', () => {
  it('accepts a SIRET whose Luhn sum passes (spec §5)', () => {
    expect(isValidSiret('73282932000074')).toBe(true);
    expect(siretSchema.safeParse('73282932000074').data).toBe('73282932000074');
  });

  it('rejects a SIRET whose Luhn sum fails (spec §5)', () => {
    expect(isValidSiret('73282932000075')).toBe(false);
    expect(messagesOf(siretSchema, '73282932000075')).toEqual(['validation.siret']);
  });

  it('rejects 13 and 15 digits even when the sum would pass (spec §9: 14 digits)', () => {
    for (const value of ['7328293200007', '732829320000740', '073282932000074']) {
      expect(messagesOf(siretSchema, value), value).toEqual(['validation.siret']);
    }
  });

  it('removes the spaces people type, and only spaces (spec §5)', () => {
    expect(siretSchema.safeParse('732 829 320 00074').data).toBe('73282932000074');
    expect(siretSchema.safeParse(' 73282932000074\t').data).toBe('73282932000074');
    for (const value of ['732-829-320-00074', '732.829.320.00074']) {
      expect(messagesOf(siretSchema, value), value).toEqual(['validation.siret']);
    }
  });

  it('rejects letters and non-ASCII digits (spec §5)', () => {
    for (const value of ['7328293200007A', 'ABCDEFGHIJKLMN', '７３２８２９３２０００７４']) {
      expect(messagesOf(siretSchema, value), value).toEqual(['validation.siret']);
    }
  });

  it('accepts La Poste’s head office, which follows Luhn (35600000000048)', () => {
    expect(isValidSiret('35600000000048')).toBe(true);
  });

  it('accepts a La Poste establishment whose digits add up to a multiple of 5', () => {
    // 3+5+6 + 4+9+8+3+7 = 45; Luhn would refuse it.
    expect(isValidSiret('35600000049837')).toBe(true);
    expect(isValidSiret('35600000049838')).toBe(false);
    // The digits sum to 15: La Poste's rule accepts it.
    expect(isValidSiret('35600000000001')).toBe(true);
  });

  it('says required, once, for an empty SIRET (spec §5)', () => {
    expect(messagesOf(siretSchema, '')).toEqual(['validation.required']);
    expect(messagesOf(siretSchema, '   ')).toEqual(['validation.required']);
    expect(messagesOf(siretSchema, undefined)).toEqual(['validation.required']);
  });
});

describe('password (spec §5, §9; docs/security.md: up to 128 characters)', () => {
  it('accepts 8 characters with a lowercase, an uppercase, a digit and a special character', () => {
    expect(accepts(passwordSchema, 'Abcdef1!')).toBe(true);
    expect(accepts(passwordSchema, 'Motdepasse 2025 ?')).toBe(true);
  });

  it('rejects 7 characters and accepts 8, at the edge (spec §9: at least 8)', () => {
    expect(messagesOf(passwordSchema, 'Abcde1!')).toEqual(['validation.password_format']);
    expect(accepts(passwordSchema, 'Abcdef1!')).toBe(true);
  });

  it('rejects a password missing each class in turn (spec §5)', () => {
    expect(messagesOf(passwordSchema, 'ABCDEF1!')).toEqual(['validation.password_format']);
    expect(messagesOf(passwordSchema, 'abcdef1!')).toEqual(['validation.password_format']);
    expect(messagesOf(passwordSchema, 'Abcdefg!')).toEqual(['validation.password_format']);
    expect(messagesOf(passwordSchema, 'Abcdefg1')).toEqual(['validation.password_format']);
  });

  it('accepts 128 characters and rejects 129, with its own message', () => {
    const at128 = 'Aa1!'.repeat(32);
    expect(at128).toHaveLength(MAX_PASSWORD_LENGTH);
    expect(accepts(passwordSchema, at128)).toBe(true);
    expect(messagesOf(passwordSchema, `${at128}x`)).toEqual(['validation.password_too_long']);
  });

  it('counts accented letters as letters and does not trim spaces', () => {
    expect(accepts(passwordSchema, 'éééééé1!É')).toBe(true);
    expect(passwordSchema.safeParse(' Abcdef1! ').data).toBe(' Abcdef1! ');
    // Spaces are not special characters.
    expect(messagesOf(passwordSchema, 'Abcdef1 ')).toEqual(['validation.password_format']);
  });

  it('says required, once, for an empty password', () => {
    expect(messagesOf(passwordSchema, '')).toEqual(['validation.required']);
    expect(messagesOf(currentPasswordSchema, '')).toEqual(['validation.required']);
  });

  it('checks each rule for the live checklist, with a message key each', () => {
    expect(checkPassword('abc')).toEqual({
      length: false,
      lowercase: true,
      uppercase: false,
      digit: false,
      special: false,
    });
    expect(Object.values(checkPassword('Abcdef1!')).every(Boolean)).toBe(true);
    for (const rule of passwordRules) expect(isMessageKey(rule.messageKey)).toBe(true);
  });

  it('never checks the rule on the current password, only its presence and length', () => {
    expect(accepts(currentPasswordSchema, 'short')).toBe(true);
    expect(messagesOf(currentPasswordSchema, 'x'.repeat(129))).toEqual([
      'validation.password_too_long',
    ]);
  });

  it('puts a mismatched confirmation on the confirmation field (spec §5)', () => {
    const schema = withPasswordConfirmation(
      z.object({ password: passwordSchema, password_confirmation: z.string() }),
    );
    const result = schema.safeParse({ password: 'Abcdef1!', password_confirmation: 'Abcdef1?' });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(toFieldErrors(result.error)).toEqual({
        password_confirmation: ['validation.password_mismatch'],
      });
    }
    expect(
      schema.safeParse({ password: 'Abcdef1!', password_confirmation: 'Abcdef1!' }).success,
    ).toBe(true);
  });
});

describe('email (spec §5: a valid address, else "The email must be a valid email address")', () => {
  it('accepts valid addresses, trimmed and lower-cased', () => {
    expect(emailSchema.safeParse(' Marie.Dupont+salon@Example.FR ').data).toBe(
      'marie.dupont+salon@example.fr',
    );
    expect(accepts(emailSchema, 'a@b.co')).toBe(true);
    expect(accepts(emailSchema, 'o’neil@exemple.fr'.replace('’', "'"))).toBe(true);
  });

  it('rejects malformed addresses with the email message', () => {
    for (const value of [
      'nope',
      'a@b',
      '@example.fr',
      'a@.fr',
      'a@exa mple.fr',
      'a b@example.fr',
      'a@@example.fr',
      'a@-example.fr',
      `${'a'.repeat(250)}@example.fr`,
    ]) {
      expect(messagesOf(emailSchema, value), value).toEqual(['validation.email']);
    }
  });

  it('says required, once, when empty', () => {
    expect(messagesOf(emailSchema, '')).toEqual(['validation.required']);
    expect(messagesOf(emailSchema, '   ')).toEqual(['validation.required']);
  });
});

describe('URL (spec §5: website, Instagram, others; http(s), empty allowed)', () => {
  it('accepts http and https URLs, and empty', () => {
    expect(accepts(urlSchema, 'http://example.fr')).toBe(true);
    expect(accepts(urlSchema, 'https://www.instagram.com/maison.exemple/')).toBe(true);
    expect(accepts(urlSchema, 'HTTPS://EXAMPLE.FR/path?q=1#top')).toBe(true);
    expect(accepts(urlSchema, '')).toBe(true);
    expect(urlSchema.safeParse('  https://example.fr  ').data).toBe('https://example.fr');
  });

  it('rejects other schemes, a missing scheme, spaces and hosts without a dot', () => {
    for (const value of [
      'ftp://example.fr',
      'www.example.fr',
      'example.fr',
      '//example.fr',
      'https://exa mple.fr',
      'https://example.fr/a b',
      'javascript:alert(1)',
      'https://localhost',
      'https://',
      `https://example.fr/${'a'.repeat(2100)}`,
    ]) {
      expect(messagesOf(urlSchema, value), value).toEqual(['validation.url']);
    }
    expect(isHttpUrl('mailto:a@b.fr')).toBe(false);
  });
});
