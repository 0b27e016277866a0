// Control characters in text (spec §8 2201; docs/security.md "Control characters").
import type { FieldErrors } from './validation';

/**
 * Control characters: C0 but tab, line feed and carriage return, DEL and C1. No text field takes
 * them (spec §8 2201): a NUL byte cannot be stored in PostgreSQL text, and the others hide text
 * from a reader or a terminal. Multi-line messages keep their tabs and line breaks.
 */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTER_PATTERN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** True when the text holds a control character (see CONTROL_CHARACTER_PATTERN). */
export function hasControlCharacter(value: string): boolean {
  return CONTROL_CHARACTER_PATTERN.test(value);
}

const MAX_PAYLOAD_DEPTH = 32;

/**
 * The field errors of every string of a payload that holds a control character, keys included
 * (spec §8 2201: `{ "contact.lastname": ["validation.control_characters"] }`). The API runs it on
 * every body and path, whatever the endpoint's schema, so no text reaches the database with one.
 */
export function controlCharacterErrors(payload: unknown): FieldErrors {
  const errors: FieldErrors = {};
  const visit = (value: unknown, path: string[], depth: number): void => {
    const field = path.length > 0 ? path.join('.') : '_form';
    if (typeof value === 'string') {
      if (hasControlCharacter(value)) errors[field] = ['validation.control_characters'];
      return;
    }
    if (value === null || typeof value !== 'object' || depth > MAX_PAYLOAD_DEPTH) return;
    for (const [name, item] of Object.entries(value)) {
      if (hasControlCharacter(name)) {
        errors[field] = ['validation.control_characters'];
        continue;
      }
      visit(item, [...path, name], depth + 1);
    }
  };
  visit(payload, [], 0);
  return errors;
}

/**
 * What a name printed on a badge or a page must not hold besides the control characters: every
 * line break (line feed, carriage return, tab, U+2028, U+2029), and the bidirectional controls
 * (U+061C, U+200E, U+200F, U+202A to U+202E, U+2066 to U+2069), which make a name read otherwise
 * than it is written ("Trojan Source"). docs/security.md "The built-in ticketing page".
 */
export const NAME_FORBIDDEN_PATTERN =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u2028-\u202E\u2066-\u2069]/;

/** True when a name holds a line break, a control or a bidirectional control character. */
export function hasNameForbiddenCharacter(value: string): boolean {
  return NAME_FORBIDDEN_PATTERN.test(value);
}
