import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { isMessageKey } from './messages/index';
import {
  MAX_MESSAGE_LENGTH,
  MAX_PASSWORD_LENGTH,
  MAX_SURFACE_M2,
  MAX_TEXT_LENGTH,
  alphanumericOnlySchema,
  checkCompanyOrAccount,
  checkPassword,
  choiceSchema,
  companyRequiredFields,
  currentPasswordSchema,
  emailSchema,
  hasQuoteAdjustment,
  isHttpUrl,
  isValidSiret,
  numericOnlySchema,
  optionalString,
  passwordRules,
  passwordSchema,
  requiredMessage,
  requiredString,
  shouldSendBrandUpdate,
  siretSchema,
  surfaceSchema,
  termsAcceptedSchema,
  toFieldErrors,
  urlSchema,
  withPasswordConfirmation,
} from './validation';

/** The message keys of a failed parse, in order; [] when it passed. */
function messagesOf(schema: z.ZodMiniType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

function accepts(schema: z.ZodMiniType, value: unknown): boolean {
  return schema.safeParse(value).success;
}

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
    expect(messagesOf(siretSchema, '7328293200007')).toEqual(['validation.siret']);
    expect(messagesOf(siretSchema, '732829320000740')).toEqual(['validation.siret']);
    expect(messagesOf(siretSchema, '073282932000074')).toEqual(['validation.siret']);
  });

  it('removes the spaces people type, and only spaces (spec §5)', () => {
    expect(siretSchema.safeParse('732 829 320 00074').data).toBe('73282932000074');
    expect(siretSchema.safeParse(' 73282932000074\t').data).toBe('73282932000074');
    expect(messagesOf(siretSchema, '732-829-320-00074')).toEqual(['validation.siret']);
    expect(messagesOf(siretSchema, '732.829.320.00074')).toEqual(['validation.siret']);
  });

  it('rejects letters and non-ASCII digits (spec §5)', () => {
    expect(messagesOf(siretSchema, '7328293200007A')).toEqual(['validation.siret']);
    expect(messagesOf(siretSchema, 'ABCDEFGHIJKLMN')).toEqual(['validation.siret']);
    expect(messagesOf(siretSchema, '７３２８２９３２０００７４')).toEqual(['validation.siret']);
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

describe('password (spec §5, §9; ARCHITECTURE.md: up to 128 characters)', () => {
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

describe('terms and choices (spec §5)', () => {
  it('requires the terms and personal-data policy to be accepted', () => {
    expect(accepts(termsAcceptedSchema, true)).toBe(true);
    for (const value of [false, undefined, null, 'true', 1]) {
      expect(messagesOf(termsAcceptedSchema, value), String(value)).toEqual([
        'validation.terms_required',
      ]);
    }
  });

  it('says "The field is mandatory" when nothing is chosen, and refuses values off the list', () => {
    const subject = choiceSchema(['billing', 'other'] as const);
    expect(accepts(subject, 'billing')).toBe(true);
    expect(messagesOf(subject, undefined)).toEqual(['validation.mandatory']);
    expect(messagesOf(subject, '')).toEqual(['validation.mandatory']);
    expect(messagesOf(subject, null)).toEqual(['validation.mandatory']);
    expect(messagesOf(subject, 'sales')).toEqual(['validation.invalid_choice']);
    expect(messagesOf(subject, 3)).toEqual(['validation.invalid_choice']);
  });
});

describe('required text and the character rules (spec §5)', () => {
  it('requires non-empty text once trimmed, up to 255 characters', () => {
    expect(requiredString.safeParse('  Dupont ').data).toBe('Dupont');
    expect(messagesOf(requiredString, '   ')).toEqual(['validation.required']);
    expect(messagesOf(requiredString, undefined)).toEqual(['validation.required']);
    expect(accepts(requiredString, 'x'.repeat(MAX_TEXT_LENGTH))).toBe(true);
    expect(messagesOf(requiredString, 'x'.repeat(MAX_TEXT_LENGTH + 1))).toEqual([
      'validation.too_long',
    ]);
  });

  it('allows optional text to be empty or absent', () => {
    expect(accepts(optionalString, '')).toBe(true);
    expect(accepts(optionalString, undefined)).toBe(true);
    expect(messagesOf(optionalString, 'x'.repeat(MAX_TEXT_LENGTH + 1))).toEqual([
      'validation.too_long',
    ]);
  });

  it('requires a message, up to 5000 characters', () => {
    expect(messagesOf(requiredMessage, '\n\n')).toEqual(['validation.required']);
    expect(accepts(requiredMessage, 'x'.repeat(MAX_MESSAGE_LENGTH))).toBe(true);
    expect(messagesOf(requiredMessage, 'x'.repeat(MAX_MESSAGE_LENGTH + 1))).toEqual([
      'validation.too_long',
    ]);
  });

  it('allows digits only, or empty', () => {
    expect(accepts(numericOnlySchema, '')).toBe(true);
    expect(accepts(numericOnlySchema, '75011')).toBe(true);
    expect(messagesOf(numericOnlySchema, '75 011')).toEqual(['validation.numeric_only']);
    expect(messagesOf(numericOnlySchema, '-1')).toEqual(['validation.numeric_only']);
  });

  it('allows letters and digits only, or empty; accented letters are letters', () => {
    expect(accepts(alphanumericOnlySchema, '')).toBe(true);
    expect(accepts(alphanumericOnlySchema, 'Élan2025')).toBe(true);
    expect(messagesOf(alphanumericOnlySchema, 'Élan 2025')).toEqual([
      'validation.alphanumeric_only',
    ]);
    expect(messagesOf(alphanumericOnlySchema, 'a-b')).toEqual(['validation.alphanumeric_only']);
  });
});

describe('quote adjustment and brand update (spec §5)', () => {
  const none = { surface_rbkg: false, angles_rbkg: false, account_rbkg: false };

  it('needs at least one box or a comment (spec §5: "You have not indicated any change(s)")', () => {
    expect(hasQuoteAdjustment(none)).toBe(false);
    expect(hasQuoteAdjustment({ ...none, comment_rbkg: '   ' })).toBe(false);
    expect(hasQuoteAdjustment({ ...none, comment_rbkg: null })).toBe(false);
    expect(hasQuoteAdjustment({ ...none, surface_rbkg: true })).toBe(true);
    expect(hasQuoteAdjustment({ ...none, angles_rbkg: true })).toBe(true);
    expect(hasQuoteAdjustment({ ...none, account_rbkg: true })).toBe(true);
    expect(hasQuoteAdjustment({ ...none, comment_rbkg: 'Un angle de plus' })).toBe(true);
    expect(isMessageKey('validation.no_changes')).toBe(true);
  });

  it('skips the brand update when both website and instagram are empty (spec §5)', () => {
    expect(shouldSendBrandUpdate({})).toBe(false);
    expect(shouldSendBrandUpdate({ website: ' ', instagram: '' })).toBe(false);
    expect(shouldSendBrandUpdate({ website: null, instagram: null })).toBe(false);
    expect(shouldSendBrandUpdate({ website: 'https://example.fr' })).toBe(true);
    expect(shouldSendBrandUpdate({ instagram: 'https://instagram.com/x' })).toBe(true);
  });
});

describe('company fields or account id (spec §5)', () => {
  const schema = z
    .object({
      account_id: z.nullish(z.string()),
      company: z.nullish(z.record(z.string(), z.unknown())),
    })
    .check(z.superRefine(checkCompanyOrAccount));

  const fullCompany = Object.fromEntries(companyRequiredFields.map((field) => [field, 'x']));

  it('requires an account id when no company field is given', () => {
    const result = schema.safeParse({ company: { name: '  ' } });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(toFieldErrors(result.error)).toEqual({ account_id: ['validation.account_required'] });
    }
  });

  it('requires every company field once one is given without an account id', () => {
    const result = schema.safeParse({ company: { name: 'Maison Exemple' } });
    expect(result.success).toBe(false);
    if (!result.success) {
      const errors = toFieldErrors(result.error);
      expect(Object.keys(errors).sort()).toEqual(
        companyRequiredFields
          .filter((field) => field !== 'name')
          .map((field) => `company.${field}`)
          .sort(),
      );
      expect(new Set(Object.values(errors).flat())).toEqual(new Set(['validation.required']));
    }
  });

  it('accepts an account id alone, or every company field', () => {
    expect(schema.safeParse({ account_id: '001ABC' }).success).toBe(true);
    expect(schema.safeParse({ company: fullCompany }).success).toBe(true);
    expect(schema.safeParse({ account_id: '  ', company: fullCompany }).success).toBe(true);
  });

  it('lists the thirteen company fields of spec §5', () => {
    expect(companyRequiredFields).toHaveLength(13);
  });
});

describe('toFieldErrors (spec §8: the 2201 errors map)', () => {
  it('files issues under their dotted path, form-level ones under _form, without duplicates', () => {
    const schema = z
      .object({
        email: emailSchema,
        company: z.object({ siret: siretSchema }),
        tags: z.array(requiredString),
      })
      .check(z.refine(() => false, { error: 'validation.no_changes' }));
    const result = schema.safeParse({ email: 'nope', company: { siret: '1' }, tags: ['ok', ' '] });
    expect(result.success).toBe(false);
    if (!result.success) {
      // zod 4 runs the object's own refinement too: its issue lands under _form.
      expect(toFieldErrors(result.error)).toEqual({
        email: ['validation.email'],
        'company.siret': ['validation.siret'],
        'tags.1': ['validation.required'],
        _form: ['validation.no_changes'],
      });
    }
    const formLevel = z
      .object({ a: z.string() })
      .check(z.refine(() => false, { error: 'validation.no_changes' }))
      .safeParse({ a: 'x' });
    if (!formLevel.success) {
      expect(toFieldErrors(formLevel.error)).toEqual({ _form: ['validation.no_changes'] });
    }
    expect(formLevel.success).toBe(false);
  });

  it('turns zod’s own messages into validation.invalid', () => {
    const result = z.object({ n: z.number() }).safeParse({ n: 'x' });
    expect(result.success).toBe(false);
    if (!result.success) expect(toFieldErrors(result.error)).toEqual({ n: ['validation.invalid'] });
  });
});

describe('hostile input never throws (spec §5: typed failures with message keys)', () => {
  const huge = 'x'.repeat(1_000_000);
  const hostile: unknown[] = [
    null,
    undefined,
    0,
    -1,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    1e308,
    true,
    {},
    [],
    [1, 2],
    { toString: () => '73282932000074' },
    {
      toString() {
        throw new Error('boom');
      },
    },
    Object.create(null),
    Symbol('x'),
    BigInt(1),
    () => 'x',
    new Date(),
    huge,
    `${huge}@example.fr`,
    `https://example.fr/${huge}`,
    '\u0000\u0001\u0002',
    '<script>alert(1)</script>',
    "'; DROP TABLE users; --",
    '\uD800',
  ];

  const schemas: [string, z.ZodMiniType][] = [
    ['requiredString', requiredString],
    ['optionalString', optionalString],
    ['requiredMessage', requiredMessage],
    ['emailSchema', emailSchema],
    ['urlSchema', urlSchema],
    ['passwordSchema', passwordSchema],
    ['currentPasswordSchema', currentPasswordSchema],
    ['siretSchema', siretSchema],
    ['surfaceSchema', surfaceSchema(9)],
    ['numericOnlySchema', numericOnlySchema],
    ['alphanumericOnlySchema', alphanumericOnlySchema],
    ['termsAcceptedSchema', termsAcceptedSchema],
    ['choiceSchema', choiceSchema(['a', 'b'] as const)],
  ];

  it('returns a failure whose messages are all message keys, for every schema', () => {
    for (const [name, schema] of schemas) {
      for (const value of hostile) {
        const label = `${name} <- ${typeof value === 'string' ? value.slice(0, 20) : typeof value}`;
        let result: ReturnType<typeof schema.safeParse> | undefined;
        expect(() => {
          result = schema.safeParse(value);
        }, label).not.toThrow();
        if (result && !result.success) {
          for (const issue of result.error.issues) {
            expect(isMessageKey(issue.message), `${label}: ${issue.message}`).toBe(true);
          }
        }
      }
    }
  });

  it('accepts none of the hostile values where a real value is required', () => {
    for (const value of hostile) {
      expect(accepts(siretSchema, value)).toBe(false);
      expect(accepts(emailSchema, value)).toBe(false);
      expect(accepts(passwordSchema, value)).toBe(false);
      if (value !== true) expect(accepts(termsAcceptedSchema, value)).toBe(false);
    }
  });

  it('answers quickly on a million characters (no catastrophic backtracking)', () => {
    const start = performance.now();
    emailSchema.safeParse(`${'a.'.repeat(500_000)}@`);
    emailSchema.safeParse(`a@${'a-'.repeat(500_000)}`);
    passwordSchema.safeParse(huge);
    urlSchema.safeParse(`https://${'a.'.repeat(500_000)}`);
    siretSchema.safeParse(' '.repeat(1_000_000));
    expect(performance.now() - start).toBeLessThan(2000);
  });

  it('returns a failure for helpers’ hostile input instead of throwing', () => {
    expect(isValidSiret(null as never)).toBe(false);
    expect(isHttpUrl(huge)).toBe(false);
    expect(() => checkPassword(huge)).not.toThrow();
  });
});
