// A small reader of ICU MessageFormat, enough for the catalogue's texts: literal text, quoting
// with apostrophes ('{' ... '}', '' for one apostrophe) and `{name}` arguments. Arguments with a
// type (`{n, plural, ...}`, `{d, date}`) are recognised, so their names can be checked, but left
// as written by `formatMessage`: the catalogue uses simple arguments only (checked by a test), and
// react-intl formats the rest in the portal.

export type MessagePart =
  | { readonly kind: 'text'; readonly value: string }
  | {
      readonly kind: 'argument';
      readonly name: string;
      /** True for `{name}`; false for a typed argument such as `{count, plural, ...}`. */
      readonly simple: boolean;
      readonly raw: string;
    };

/** Index of the brace closing the one at `start`, or -1; quoted text inside is skipped. */
function closingBrace(text: string, start: number): number {
  let depth = 0;
  let quoted = false;
  for (let index = start; index < text.length; index += 1) {
    const char = text[index];
    if (char === "'") {
      if (text[index + 1] === "'") {
        index += 1;
      } else if (quoted || text[index + 1] === '{' || text[index + 1] === '}') {
        quoted = !quoted;
      }
      continue;
    }
    if (quoted) continue;
    if (char === '{') depth += 1;
    if (char === '}') {
      depth -= 1;
      if (depth === 0) return index;
    }
  }
  return -1;
}

/** Splits an ICU message into literal text and arguments. Never throws. */
export function parseMessage(text: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let buffer = '';
  let index = 0;
  const flush = () => {
    if (buffer !== '') parts.push({ kind: 'text', value: buffer });
    buffer = '';
  };
  while (index < text.length) {
    const char = text[index] as string;
    const next = text[index + 1];
    if (char === "'") {
      if (next === "'") {
        buffer += "'";
        index += 2;
      } else if (next === '{' || next === '}') {
        // Quoted literal up to the next lone apostrophe; '' inside stands for one apostrophe.
        index += 1;
        while (index < text.length) {
          if (text[index] === "'") {
            if (text[index + 1] === "'") {
              buffer += "'";
              index += 2;
              continue;
            }
            index += 1;
            break;
          }
          buffer += text[index];
          index += 1;
        }
      } else {
        buffer += char;
        index += 1;
      }
      continue;
    }
    if (char === '{') {
      const end = closingBrace(text, index);
      if (end === -1) {
        buffer += text.slice(index);
        break;
      }
      const raw = text.slice(index, end + 1);
      const inner = raw.slice(1, -1);
      const comma = inner.indexOf(',');
      const name = (comma === -1 ? inner : inner.slice(0, comma)).trim();
      flush();
      parts.push({ kind: 'argument', name, simple: comma === -1, raw });
      index = end + 1;
      continue;
    }
    buffer += char;
    index += 1;
  }
  flush();
  return parts;
}

/** The argument names of an ICU message, sorted and without duplicates. */
export function messagePlaceholders(text: string): string[] {
  const names = new Set<string>();
  for (const part of parseMessage(text)) if (part.kind === 'argument') names.add(part.name);
  return [...names].sort();
}

export type MessageValues = Readonly<Record<string, string | number>>;

/**
 * Formats an ICU message with simple arguments: each `{name}` takes its value (numbers with the
 * locale's digits grouping). A missing value or a typed argument stays as written, so a fault
 * shows instead of silently dropping text.
 */
export function formatMessage(text: string, values: MessageValues = {}, locale = 'fr-FR'): string {
  let numberFormat: Intl.NumberFormat | undefined;
  return parseMessage(text)
    .map((part) => {
      if (part.kind === 'text') return part.value;
      if (!part.simple || !Object.prototype.hasOwnProperty.call(values, part.name)) return part.raw;
      const value = values[part.name];
      if (typeof value === 'number') {
        numberFormat ??= new Intl.NumberFormat(locale);
        return numberFormat.format(value);
      }
      return String(value);
    })
    .join('');
}
