// Email normalisation (spec §5 'Email: valid address'; the API keeps one account per address):
// an address is compared, stored and shown trimmed and in lower case, whatever the typing. The
// form schema (`emailSchema`) applies the same rule; this is for an address that did not go
// through it (a machine's context, a query parameter, a server answer).

/** The address as the product compares and shows it: trimmed, lower case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Whether two typings are the same address (spec §5). */
export function isSameEmail(a: string, b: string): boolean {
  return normalizeEmail(a) === normalizeEmail(b);
}
