// What the operator CLI writes to the sales team's terminal (docs/security.md "Operator command
// line"). The data comes from the API, and through it from exhibitors and the CRM: a company name
// or comment holding an escape sequence could rewrite the screen, hide a line, set the window
// title or worse. Every character a terminal acts on is shown as a visible `\uXXXX` instead: C0
// (line feed and carriage return included, so a value never starts a forged line), DEL, C1 (CSI
// is U+009B on its own) and the bidirectional overrides that reorder what is shown.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const TERMINAL_UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** One line of output: every control character of `text` made visible (tab included). */
export function terminalSafe(text: string): string {
  return text.replace(
    TERMINAL_UNSAFE,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Prints lines, each made safe on its own: the only line breaks are the CLI's own. */
export function printLines(...lines: string[]): void {
  console.log(lines.map(terminalSafe).join('\n'));
}

/** The same on standard error. */
export function printErrorLines(...lines: string[]): void {
  console.error(lines.map(terminalSafe).join('\n'));
}
