// The SEPA payment QR code of a pending transfer (EPC069-12; docs/payments.md "SEPA QR code"): its
// text is the domain's (`epcQrPayload`: the organiser's BIC, name and IBAN, the amount, the
// transfer's reference as remittance), drawn here with `qrcode` as a PNG, error correction M as
// the guidelines ask. The pending-transfer page shows the image as it comes (no QR library in the
// portal's bundle), and the transfer-pending email carries the same image inline.
import { epcQrPayload } from '@salon/domain';
import QRCode from 'qrcode';
import type { BankAccount } from '../../core/billing/config';

export interface SepaQr {
  /** The EPC069-12 text. */
  payload: string;
  /** The code as a PNG, `data:image/png;base64,…`. */
  image: string;
}

/** The QR code a banking app scans to pay `amount` cents quoting `reference`. */
export async function sepaQrOf(
  bank: BankAccount,
  transfer: { amount: number; reference: string },
): Promise<SepaQr> {
  const payload = epcQrPayload({
    bic: bank.bic,
    name: bank.holder,
    iban: bank.iban,
    amount: transfer.amount,
    remittance: transfer.reference,
  });
  // 5 pixels a module and the 4-module quiet zone: about 250 px, sharp when shown at that size.
  const image = await QRCode.toDataURL(payload, {
    errorCorrectionLevel: 'M',
    margin: 4,
    scale: 5,
    type: 'image/png',
  });
  return { payload, image };
}
