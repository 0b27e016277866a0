// A form body (spec §7 gives get-token and refresh-token as forms): the set values, URL-encoded.
export function encodeForm(body: Record<string, unknown>): string {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (value !== undefined && value !== null) form.append(key, String(value));
  }
  return form.toString();
}
