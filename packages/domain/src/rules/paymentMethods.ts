// How an installment may still be paid (spec §4 rebooking flow 5: 'A pending transfer can be
// canceled; the deposit must then be paid by card'; docs/payments.md "Card after a cancelled
// transfer").
//
// Our reading of spec §4 flow 5, which the API and every screen apply through this rule:
// - 'the deposit' is the installment whose transfer was cancelled, whichever it is: the 1st
//   installment of flow 4, and equally the 2nd installment or the balance, which the portal pays
//   the same way (spec §9);
// - only that installment: its siblings keep both methods (a transfer cancelled for the 1st
//   installment says nothing of how the balance will be paid months later);
// - for good: a declined or abandoned card payment afterwards does not bring the transfer back,
//   or cancelling would be a way round the rule. Money that reaches the bank all the same is not
//   lost: the statement import leaves it to the sales team, who may apply it (docs/payments.md);
// - inside a payment blackout the card waits for the window to close (spec §1, §9,
//   rules/blackout.ts): the installment is then paid by card once it reopens.
import type { PaymentMethod } from '../schemas/opportunity';

/** What the rule reads of an installment (GET /me/payments `transfer_canceled`). */
export interface InstallmentMethodsInput {
  /** A bank transfer of this installment was cancelled. */
  transfer_canceled: boolean;
}

/** The methods this installment may still be paid with (spec §4 flow 5). */
export function paymentMethodsOf(installment: InstallmentMethodsInput): readonly PaymentMethod[] {
  return installment.transfer_canceled ? ['card'] : ['card', 'transfer'];
}

/** Whether this installment may still be paid by bank transfer (spec §4 flow 5). */
export function transferAllowed(installment: InstallmentMethodsInput): boolean {
  return paymentMethodsOf(installment).includes('transfer');
}
