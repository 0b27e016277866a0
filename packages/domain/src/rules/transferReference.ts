// Finding a bank transfer's reference in what the bank's statement says of a payment received
// (spec §4 rebooking flow 5: 'registration is validated only when proof of transfer and payment
// are received'; docs/payments.md "Statement import"). The exhibitor was asked to quote the
// reference (`VIR-2026-7ELFCQAM`); the statement gives it back reformatted: case changed, dashes
// dropped or changed, words added before and after, a long text cut into lines
// (`VIR SEPA vir 2026 7elfcqam FACT`).
//
// The rule, decided here:
// - Letters and digits only are compared, case folded: every other character separates words.
// - The reference is found when its letters and digits, in order, run through whole words of the
//   text: the run starts where a word starts and ends where a word ends, whatever separators the
//   bank put inside it (`vir 2026 7elf cqam` holds it; a reference cut by a line break still
//   counts).
// - Its leading parts may be missing (the payer often types the code alone, or the bank glues its
//   own prefix to ours): `2026 7ELFCQAM` and `7ELFCQAM` hold `VIR-2026-7ELFCQAM`, as long as what
//   is left has at least MIN_REFERENCE_CHARACTERS characters; a year or a prefix alone never does.
// - False matches: a reference inside a longer word is another identifier and is NOT found
//   (`XVIR20267ELFCQAM`, `7ELFCQAMB`, `VIR-2026-7ELFCQAM2`). Without that, any longer code that
//   happens to contain ours (another organiser's, an invoice number) would pay our installment.
//   A text that holds two different references matches both: the import leaves it to the sales
//   team ('ambiguous'), it never guesses.

/** The fewest letters and digits of a reference that may be found on their own. */
export const MIN_REFERENCE_CHARACTERS = 8;

/** A letter or a digit of any script: they make words; everything else separates them. */
const WORD_CHARACTER = /[\p{L}\p{N}]/u;

interface Words {
  /** The text's letters and digits, upper case, without separators. */
  compact: string;
  /** Positions in `compact` where a word starts. */
  starts: number[];
  /** Positions in `compact` right after a word ends. */
  ends: Set<number>;
}

/** ASCII letters and digits are told at once; other characters by WORD_CHARACTER. */
function isWordCharacter(character: string): boolean {
  const code = character.charCodeAt(0);
  if (code < 0x80) {
    return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
  }
  return WORD_CHARACTER.test(character);
}

function wordsOf(text: string): Words {
  let compact = '';
  const starts: number[] = [];
  const ends = new Set<number>();
  let inWord = false;
  for (const character of text) {
    if (isWordCharacter(character)) {
      if (!inWord) starts.push(compact.length);
      compact += character.toUpperCase();
      inWord = true;
    } else {
      if (inWord) ends.add(compact.length);
      inWord = false;
    }
  }
  if (inWord) ends.add(compact.length);
  return { compact, starts, ends };
}

/**
 * The forms a reference may take in a text, separators aside: the whole of it, and each of its
 * tails from a later part on, down to MIN_REFERENCE_CHARACTERS characters.
 */
export function referenceForms(reference: string): string[] {
  const parts = reference
    .toUpperCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const forms: string[] = [];
  for (let first = 0; first < parts.length; first += 1) {
    const form = parts.slice(first).join('');
    if (first === 0 || form.length >= MIN_REFERENCE_CHARACTERS) forms.push(form);
  }
  return forms;
}

/**
 * A matcher over a set of references (the transfers' references): given a text (the statement's
 * remittance information), the references it holds, by the rule above. Built once for many texts:
 * each text is read once, whatever the number of references.
 */
export function referenceMatcher(references: Iterable<string>): (text: string) => string[] {
  const byForm = new Map<string, Set<string>>();
  const lengths = new Set<number>();
  for (const reference of references) {
    for (const form of referenceForms(reference)) {
      if (form.length === 0) continue;
      const holders = byForm.get(form) ?? new Set<string>();
      holders.add(reference);
      byForm.set(form, holders);
      lengths.add(form.length);
    }
  }
  return (text) => {
    const { compact, starts, ends } = wordsOf(text);
    const found = new Set<string>();
    for (const start of starts) {
      for (const length of lengths) {
        if (!ends.has(start + length)) continue;
        for (const reference of byForm.get(compact.slice(start, start + length)) ?? []) {
          found.add(reference);
        }
      }
    }
    return [...found];
  };
}

/** Whether `text` holds `reference` by the rule above. */
export function holdsReference(text: string, reference: string): boolean {
  return referenceMatcher([reference])(text).length > 0;
}
