// Validation of forms: required fields, terms, quote adjustment, brand update, company or
// account id, and the 2201 errors map (spec §5, §8).
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { isMessageKey } from './messages/index';
import {
  MAX_MESSAGE_LENGTH,
  MAX_TEXT_LENGTH,
  alphanumericOnlySchema,
  checkCompanyOrAccount,
  choiceSchema,
  companyRequiredFields,
  emailSchema,
  hasQuoteAdjustment,
  numericOnlySchema,
  optionalString,
  requiredMessage,
  requiredString,
  shouldSendBrandUpdate,
  siretSchema,
  termsAcceptedSchema,
  toFieldErrors,
} from './validation';
import { messagesOf, accepts } from './validation.testkit';
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
