// The SEPA payment QR code of a bank transfer (spec §4 rebooking flow 4-5: 'bank transfer';
// docs/payments.md "SEPA QR code"): the European Payments Council's "Quick Response Code:
// guidelines to enable data capture for the initiation of a SEPA credit transfer" (EPC069-12),
// which European banking apps read to fill a transfer in without typing. This is its text; the
// API draws it (a QR library, error correction M as the guidelines ask).
//
// Version 002, UTF-8, SCT, one element per line:
//   BCD / 002 / 1 / SCT / BIC / beneficiary name / IBAN / EUR<amount> / purpose /
//   structured reference / unstructured remittance
// The transfer's reference is not an ISO 11649 creditor reference ('RF…'), so it goes in the
// unstructured remittance (the structured field stays empty: the two exclude each other). The
// last filled element ends the text: no line break after it. At most 331 bytes.

export interface SepaTransferDetails {
  /** The beneficiary's BIC (8 or 11 characters). */
  bic: string;
  /** The beneficiary's name, at most 70 characters. */
  name: string;
  /** The beneficiary's IBAN; spaces are removed. */
  iban: string;
  /** The amount in cents (spec §9: euros to two decimals), 1 to 99,999,999,999. */
  amount: number;
  /** What the payer must quote: the transfer's reference, at most 140 characters. */
  remittance: string;
}

/** EPC069-12's limit on the whole text. */
export const EPC_QR_MAX_BYTES = 331;

const compact = (text: string) => text.replace(/\s+/g, '').toUpperCase();

/**
 * An IBAN as people read and type it: groups of four characters (ISO 13616's print format,
 * `FR76 3000 6000 0112 3456 7890 189`), which also lets a narrow screen wrap it. The QR code and
 * the wire keep it without spaces.
 */
export function printedIban(iban: string): string {
  return compact(iban).replace(/(.{4})(?=.)/g, '$1 ');
}

/** `EUR123.45`: the amount with a dot and two decimals (EPC069-12 element 8). */
export function epcAmount(cents: number): string {
  if (!Number.isInteger(cents) || cents < 1 || cents > 99_999_999_999) {
    throw new RangeError(`A SEPA QR code's amount is 0.01 to 999999999.99 euros (got ${cents})`);
  }
  return `EUR${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** The text of the QR code (EPC069-12 version 002); throws on a field over its limit. */
export function epcQrPayload(details: SepaTransferDetails): string {
  const bic = compact(details.bic);
  const iban = compact(details.iban);
  const name = details.name.trim();
  const remittance = details.remittance.trim();
  if (!/^[A-Z0-9]{8}([A-Z0-9]{3})?$/.test(bic)) throw new RangeError(`Invalid BIC ${bic}`);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) throw new RangeError('Invalid IBAN');
  if (name.length === 0 || name.length > 70) throw new RangeError('Name: 1 to 70 characters');
  if (remittance.length > 140) throw new RangeError('Remittance: at most 140 characters');
  const payload = [
    'BCD',
    '002',
    '1',
    'SCT',
    bic,
    name,
    iban,
    epcAmount(details.amount),
    '',
    '',
    remittance,
  ].join('\n');
  if (new TextEncoder().encode(payload).length > EPC_QR_MAX_BYTES) {
    throw new RangeError(`A SEPA QR code holds at most ${EPC_QR_MAX_BYTES} bytes`);
  }
  return payload;
}
