// Hostile input never throws: every rule answers with a typed failure (spec §5).
import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { isMessageKey } from './messages/index';
import {
  alphanumericOnlySchema,
  checkPassword,
  choiceSchema,
  currentPasswordSchema,
  emailSchema,
  isHttpUrl,
  isValidSiret,
  numericOnlySchema,
  optionalString,
  passwordSchema,
  requiredMessage,
  requiredString,
  siretSchema,
  surfaceSchema,
  termsAcceptedSchema,
  urlSchema,
} from './validation';
import { accepts } from './validation.testkit';

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
