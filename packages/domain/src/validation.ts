// Validation rules of spec §5, as zod 4 schemas whose messages are message keys (never text):
// the portal translates the keys, the API returns them in its 2201 `errors` map (spec §8).
// Built with zod/mini's functional API so that the portal's bundle keeps only what it uses.
import { z } from 'zod/mini';
import type { ValidationMessageKey } from './messages/catalogs';
import { hasControlCharacter, hasNameForbiddenCharacter } from './control-characters';

/** A zod error option that carries a message key. */
const key = (messageKey: ValidationMessageKey) => ({ error: messageKey });
/** The same, stopping the later checks when it fails: one message per fault, never two. */
const stop = (messageKey: ValidationMessageKey) => ({ error: messageKey, abort: true });

/** Longest free text the contract accepts in a single-line field. */
export const MAX_TEXT_LENGTH = 255;
/** Longest message (contact form, quote change comment). */
export const MAX_MESSAGE_LENGTH = 5000;
/** Longest password accepted (docs/security.md: up to 128 characters). */
export const MAX_PASSWORD_LENGTH = 128;
/** Largest desired or rebooked surface in m² (spec §5, §9). */
export const MAX_SURFACE_M2 = 99;

/** The check of every text field: no control character (spec §8 2201). */
export const noControlCharacters = () =>
  z.refine<string>((value) => !hasControlCharacter(value), stop('validation.control_characters'));

/** Required text up to `maxLength`: non-empty once trimmed (spec §5, 'This field is required'). */
const requiredText = (maxLength: number) =>
  z
    .string(key('validation.required'))
    .check(
      noControlCharacters(),
      z.trim(),
      z.minLength(1, key('validation.required')),
      z.maxLength(maxLength, key('validation.too_long')),
    );

/** Required: non-empty once trimmed (spec §5, 'This field is required'). */
export const requiredString = requiredText(MAX_TEXT_LENGTH);

/** Optional free text: trimmed, may be empty. */
export const optionalString = z.optional(
  z
    .string(key('validation.invalid'))
    .check(
      noControlCharacters(),
      z.trim(),
      z.maxLength(MAX_TEXT_LENGTH, key('validation.too_long')),
    ),
);

/** Longest person's name printed on a badge. */
export const MAX_NAME_LENGTH = 120;

/**
 * A person's full name as a badge prints it (the built-in ticketing page): required, one line, no
 * control nor bidirectional character (docs/security.md "The built-in ticketing page"), at most
 * MAX_NAME_LENGTH characters.
 */
export const personNameSchema = z.string(key('validation.required')).check(
  z.refine<string>(
    (value) => !hasNameForbiddenCharacter(value),
    stop('validation.name_characters'),
  ),
  z.trim(),
  z.minLength(1, key('validation.required')),
  z.maxLength(MAX_NAME_LENGTH, key('validation.too_long')),
);

/** A required multi-line message (contact form, spec §5). */
export const requiredMessage = requiredText(MAX_MESSAGE_LENGTH);

// A pragmatic address check (the WHATWG form rule): local part, @, a dotted domain.
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/**
 * Email (spec §5): required, then a valid address, else 'The email must be a valid email address'.
 * Trimmed and lower-cased, so that one address is one account whatever the typing.
 */
export const emailSchema = z.pipe(
  z
    .string(key('validation.required'))
    .check(
      z.trim(),
      z.minLength(1, stop('validation.required')),
      z.maxLength(254, stop('validation.email')),
      z.regex(EMAIL_PATTERN, key('validation.email')),
    ),
  z.transform((value: string) => value.toLowerCase()),
);

/** True when the text is an absolute http(s) URL with a dotted host (spec §5). */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value) || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** URL (website, Instagram, others, spec §5): must look like an http(s) URL; empty allowed. */
export const urlSchema = z.string(key('validation.url')).check(
  z.trim(),
  z.maxLength(2048, stop('validation.url')),
  z.refine((value) => value === '' || isHttpUrl(value), key('validation.url')),
);

/** The password rules of spec §5, one by one, for the live checklist beside the field. */
export const passwordRules = [
  {
    id: 'length',
    messageKey: 'validation.password_rule_length',
    test: (v: string) => v.length >= 8,
  },
  {
    id: 'lowercase',
    messageKey: 'validation.password_rule_lowercase',
    test: (v: string) => /\p{Ll}/u.test(v),
  },
  {
    id: 'uppercase',
    messageKey: 'validation.password_rule_uppercase',
    test: (v: string) => /\p{Lu}/u.test(v),
  },
  { id: 'digit', messageKey: 'validation.password_rule_digit', test: (v: string) => /\d/.test(v) },
  {
    id: 'special',
    messageKey: 'validation.password_rule_special',
    // Anything that is neither a letter, a digit nor white space counts as special.
    test: (v: string) => /[^\p{L}\p{N}\s]/u.test(v),
  },
] as const satisfies readonly {
  id: string;
  messageKey: ValidationMessageKey;
  test: (v: string) => boolean;
}[];

export type PasswordRuleId = (typeof passwordRules)[number]['id'];

/** Which password rules the value meets (spec §5), in the order of `passwordRules`. */
export function checkPassword(value: string): Record<PasswordRuleId, boolean> {
  return Object.fromEntries(passwordRules.map((rule) => [rule.id, rule.test(value)])) as Record<
    PasswordRuleId,
    boolean
  >;
}

/**
 * Password (spec §5, §9): at least 8 characters with a lowercase, an uppercase, a digit and a
 * special character; up to 128 accepted (docs/security.md). Not trimmed: spaces are characters.
 */
export const passwordSchema = z.string(key('validation.required')).check(
  noControlCharacters(),
  z.minLength(1, stop('validation.required')),
  z.maxLength(MAX_PASSWORD_LENGTH, stop('validation.password_too_long')),
  z.refine(
    (value) => passwordRules.every((rule) => rule.test(value)),
    key('validation.password_format'),
  ),
);

/** A password as typed at login or as the old password: required, never checked against the rule. */
export const currentPasswordSchema = z
  .string(key('validation.required'))
  .check(
    z.minLength(1, key('validation.required')),
    z.maxLength(MAX_PASSWORD_LENGTH, key('validation.password_too_long')),
  );

/**
 * Adds the confirmation rule (spec §5: 'Confirmation must match') to an object schema holding
 * `password` and `password_confirmation`; the error sits on the confirmation field.
 */
export function withPasswordConfirmation<
  T extends z.ZodMiniObject<{
    password: z.core.$ZodType<string>;
    password_confirmation: z.core.$ZodType<string>;
  }>,
>(schema: T): T {
  return schema.check(
    z.refine(
      (value: { password: string; password_confirmation: string }) =>
        value.password === value.password_confirmation,
      { error: 'validation.password_mismatch', path: ['password_confirmation'] },
    ),
  );
}

/**
 * An object schema that sets a new password (spec §5): the `before` fields, the password and its
 * confirmation with the rule of `withPasswordConfirmation`, then the `after` fields.
 */
export function withNewPassword<
  const Before extends z.core.$ZodShape,
  const After extends z.core.$ZodShape = Record<never, never>,
>(before: Before, after?: After) {
  return withPasswordConfirmation(
    z.object({ ...before, password: passwordSchema, password_confirmation: z.string(), ...after }),
  );
}

/**
 * SIRET check-digit sum (spec §5): Luhn over the 14 digits, doubling the digits at even positions
 * counted from the right (the 2nd, 4th... from the right, i.e. the 1st, 3rd... from the left).
 * La Poste's establishments (SIREN 356000000) follow their own rule, the sum of the digits being a
 * multiple of 5, and are accepted too (INSEE's published exception).
 */
export function isValidSiret(digits: string): boolean {
  if (!/^\d{14}$/.test(digits)) return false;
  if (digits.startsWith('356000000') && digits !== '35600000000048') {
    const sum = [...digits].reduce((total, digit) => total + Number(digit), 0);
    return sum % 5 === 0;
  }
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    let digit = Number(digits[13 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * SIRET (spec §5, §9): exactly 14 digits that pass the check-digit sum, else 'The SIRET is invalid'.
 * Spaces as people type them ('732 829 320 00074') are removed first; any other character fails.
 */
export const siretSchema = z.pipe(
  z.pipe(
    z.string(key('validation.required')),
    z.transform((value: string) => value.replace(/\s+/g, '')),
  ),
  z.string().check(
    z.minLength(1, stop('validation.required')),
    z.refine((value) => isValidSiret(value), key('validation.siret')),
  ),
);

/**
 * Desired surface area in m² (spec §5, §9): an integer, at least the minimum of the parameter
 * (never below 1) and at most 99 ('This surface is too high (max 99m2)').
 */
export function surfaceSchema(min = 1) {
  // A missing or absurd parameter never makes every surface fail: 1 to 99 whatever it says.
  const minimum = Number.isFinite(min) ? Math.min(MAX_SURFACE_M2, Math.max(1, Math.ceil(min))) : 1;
  return z
    .number(key('validation.required'))
    .check(
      z.int(stop('validation.integer')),
      z.gte(minimum, key('validation.surface_too_small')),
      z.lte(MAX_SURFACE_M2, key('validation.surface_too_big')),
    );
}

/** Numeric-only, empty allowed (spec §5). */
export const numericOnlySchema = z
  .string(key('validation.numeric_only'))
  .check(z.trim(), z.regex(/^\d*$/, key('validation.numeric_only')));

/** Letters-and-digits-only, empty allowed (spec §5); accented letters are letters. */
export const alphanumericOnlySchema = z
  .string(key('validation.alphanumeric_only'))
  .check(z.trim(), z.regex(/^[\p{L}\p{N}]*$/u, key('validation.alphanumeric_only')));

/** Terms and personal-data policy accepted (spec §5: registration, first registration, rebooking). */
export const termsAcceptedSchema = z.literal(true, key('validation.terms_required'));

/**
 * A choice among fixed values, with 'The field is mandatory' when nothing is chosen (spec §5):
 * no value, an empty one or null (what a cleared select gives).
 */
export function choiceSchema<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? 'validation.mandatory'
        : 'validation.invalid_choice',
  });
}

/** The parts of a quote adjustment request that say what the exhibitor wants changed (spec §5). */
export interface QuoteAdjustmentChoice {
  surface_rbkg: boolean;
  angles_rbkg: boolean;
  account_rbkg: boolean;
  comment_rbkg?: string | null | undefined;
}

/** A quote adjustment needs at least one box or a comment (spec §5). */
export function hasQuoteAdjustment(choice: QuoteAdjustmentChoice): boolean {
  return (
    choice.surface_rbkg ||
    choice.angles_rbkg ||
    choice.account_rbkg ||
    (choice.comment_rbkg ?? '').trim().length > 0
  );
}

/** Brand update is not sent if both website and instagram are empty (spec §5). */
export function shouldSendBrandUpdate(update: {
  website?: string | null;
  instagram?: string | null;
}): boolean {
  return (update.website ?? '').trim() !== '' || (update.instagram ?? '').trim() !== '';
}

/** The company fields required without an existing account id (spec §5), on the wire. */
export const companyRequiredFields = [
  'name',
  'street',
  'city',
  'postalCode',
  'country',
  'industry',
  'tva',
  'siret',
  'wholesale_price',
  'retail_price',
  'size',
  'brand',
  'shop',
] as const;

export type CompanyRequiredField = (typeof companyRequiredFields)[number];

function isBlank(value: unknown): boolean {
  return (
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
  );
}

/**
 * Spec §5: without an existing account id, the company fields are required; an account id is
 * required when none of the company fields are given. Issues carry paths under `company`
 * (`company.name`...) and `account_id`, so each message sits under its field.
 */
export function checkCompanyOrAccount(
  value: {
    account_id?: string | null;
    company?: Partial<Record<CompanyRequiredField, unknown>> | null;
  },
  ctx: z.core.$RefinementCtx,
): void {
  if (!isBlank(value.account_id)) return;
  const company = value.company ?? {};
  const given = companyRequiredFields.filter((field) => !isBlank(company[field]));
  if (given.length === 0) {
    ctx.addIssue({ code: 'custom', message: 'validation.account_required', path: ['account_id'] });
    return;
  }
  for (const field of companyRequiredFields) {
    if (isBlank(company[field])) {
      ctx.addIssue({ code: 'custom', message: 'validation.required', path: ['company', field] });
    }
  }
}

/** Field errors as the API's 2201 `errors` map: dotted field path to message keys (spec §8). */
export type FieldErrors = Record<string, string[]>;

/**
 * Turns a zod error into the 2201 `errors` map. A form-level issue (empty path) is filed under
 * `_form`. Messages that are not message keys (zod's own) become 'validation.invalid'.
 */
export function toFieldErrors(error: z.core.$ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '_form';
    const message = /^[a-z]+\.[a-z0-9_]+$/.test(issue.message)
      ? issue.message
      : 'validation.invalid';
    const list = (errors[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return errors;
}
