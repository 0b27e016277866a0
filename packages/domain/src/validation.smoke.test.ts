import { describe, expect, it } from 'vitest';
import {
  emailSchema,
  passwordSchema,
  siretSchema,
  surfaceSchema,
  toFieldErrors,
  urlSchema,
} from './validation';

describe('validation smoke (spec §5)', () => {
  it('accepts a known valid SIRET and rejects a changed digit (spec §5)', () => {
    expect(siretSchema.safeParse('73282932000074').success).toBe(true);
    expect(siretSchema.safeParse('732 829 320 00074').data).toBe('73282932000074');
    const failed = siretSchema.safeParse('73282932000075');
    expect(failed.success).toBe(false);
    if (!failed.success)
      expect(toFieldErrors(failed.error)).toEqual({ _form: ['validation.siret'] });
  });
  it('checks email, password, url and surface with message keys (spec §5)', () => {
    expect(emailSchema.safeParse(' A@B.fr ').data).toBe('a@b.fr');
    expect(emailSchema.safeParse('nope').error?.issues[0]?.message).toBe('validation.email');
    expect(passwordSchema.safeParse('Abcdef1!').success).toBe(true);
    expect(passwordSchema.safeParse('abcdef1!').error?.issues[0]?.message).toBe(
      'validation.password_format',
    );
    expect(urlSchema.safeParse('').success).toBe(true);
    expect(urlSchema.safeParse('www.x.fr').error?.issues[0]?.message).toBe('validation.url');
    expect(surfaceSchema(9).safeParse(8).error?.issues[0]?.message).toBe(
      'validation.surface_too_small',
    );
    expect(surfaceSchema(9).safeParse(100).error?.issues[0]?.message).toBe(
      'validation.surface_too_big',
    );
  });
});
