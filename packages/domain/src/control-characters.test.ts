import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/v4/core';
import {
  controlCharacterErrors,
  hasControlCharacter,
  hasNameForbiddenCharacter,
} from './control-characters';
import { translate } from './messages/index';
import { contactUpdateSchema } from './schemas/contact';
import { personNameSchema, requiredMessage, requiredString, toFieldErrors } from './validation';

describe('control characters are refused in text (spec §8 2201, docs/security.md)', () => {
  it('finds NUL, escape, DEL and C1 controls; keeps tab and line breaks of messages', () => {
    for (const text of ['a\u0000b', '\u001b[31mred', 'x\u007f', '\u0085']) {
      expect(hasControlCharacter(text), JSON.stringify(text)).toBe(true);
    }
    expect(hasControlCharacter('Ligne 1\nLigne 2\r\n\tfin — éàü €')).toBe(false);
  });

  it('gives 2201 field errors from the building blocks of the schemas', () => {
    const single = safeParse(requiredString, 'Dupont\u0000');
    expect(single.success).toBe(false);
    expect(toFieldErrors(single.error!)).toEqual({ _form: ['validation.control_characters'] });
    expect(safeParse(requiredMessage, 'Bonjour,\nmerci').success).toBe(true);
    const contact = safeParse(contactUpdateSchema, { fonction: 'Direc\u0000trice' });
    expect(contact.success).toBe(false);
    expect(toFieldErrors(contact.error!).fonction).toEqual(['validation.control_characters']);
  });

  it('walks a whole payload, nested fields and keys included', () => {
    expect(
      controlCharacterErrors({
        contact: { lastname: 'ok', firstname: 'Je\u0000an' },
        lines: [{ label: '\u001b]0;x\u0007' }],
        ['bad\u0000key']: 1,
        note: 'fine\n',
      }),
    ).toEqual({
      'contact.firstname': ['validation.control_characters'],
      'lines.0.label': ['validation.control_characters'],
      _form: ['validation.control_characters'],
    });
    expect(controlCharacterErrors({ a: ['x', { b: 'y' }], n: 3, z: null })).toEqual({});
  });
});

describe('a person’s name on a badge (docs/security.md "The built-in ticketing page")', () => {
  it('refuses line breaks, controls and bidirectional overrides with its own message', () => {
    for (const name of [
      'Zoé\r\nBcc: x@y.test',
      'Zoé\nRobert',
      'Zoé\tRobert',
      'Zoé\u2028Robert',
      'Zoé\u0000',
      'Zoé \u202Etrebor',
      'Zoé \u2066Robert\u2069',
      '\u200FZoé',
      'Zoé\u061C',
    ]) {
      expect(hasNameForbiddenCharacter(name), JSON.stringify(name)).toBe(true);
      const parsed = safeParse(personNameSchema, name);
      expect(parsed.success, JSON.stringify(name)).toBe(false);
      expect(toFieldErrors(parsed.error!)).toEqual({ _form: ['validation.name_characters'] });
    }
  });

  it('takes names in any script, with accents, apostrophes and hyphens, trimmed', () => {
    for (const name of [
      'Zoé Acheteuse',
      'Anne-Sophie d’Harcourt',
      'محمد علي',
      '李小龙',
      'O’Brien',
    ]) {
      expect(safeParse(personNameSchema, ` ${name} `)).toMatchObject({ success: true, data: name });
    }
    expect(toFieldErrors(safeParse(personNameSchema, '   ').error!)).toEqual({
      _form: ['validation.required'],
    });
    expect(toFieldErrors(safeParse(personNameSchema, 'a'.repeat(121)).error!)).toEqual({
      _form: ['validation.too_long'],
    });
  });

  it('says why in French and in English (spec §1)', () => {
    expect(translate('validation.name_characters', 'fr')).toMatch(/une ligne/);
    expect(translate('validation.name_characters', 'en')).toMatch(/one line/);
  });
});
