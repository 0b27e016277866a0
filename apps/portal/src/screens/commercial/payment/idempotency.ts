// One idempotency key per payment intent (docs/api.md "Idempotency"): a random key of 32
// characters from [A-Za-z0-9_-], made once when the payment is shown, reused by every retry and
// double click of that payment, so the API creates one transaction only.

/** A new random idempotency key (32 hexadecimal characters, 128 bits). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
