// A credit that may pay an installment (docs/payments.md "Statement import"): it names one pending
// transfer, for its exact amount, when the import read the transfers. In a transaction of its
// own, the installment's row locked, the domain's rule (`bankEntryOutcome`) is asked again on what
// the database holds now; the credit is recorded (once: its bank reference) and, when it pays, the
// transfer is received exactly as by the sales team (../transfer.ts `receiveTransfer`): invoice,
// next stage, features, email.
import { bankEntryOutcome } from '@salon/domain';
import type { BankEntryWaitingReason } from '@salon/domain';
import { bankEntries } from '../../../infra/db/schema';
import { fail } from '../../../infra/errors';
import type { PaymentsContext } from '../config';
import { receiveTransfer } from '../transfer';
import { lockedState, matchedOf } from './entries';
import type { EntryValues } from './entries';

export async function applyMatched(
  ctx: PaymentsContext,
  values: EntryValues,
  transferId: string,
): Promise<'paid' | 'already_imported' | BankEntryWaitingReason> {
  return ctx.db.tx(async (tx) => {
    const state = await lockedState(tx, transferId);
    const outcome = bankEntryOutcome(values, 1, matchedOf(state));
    const reason = outcome.kind === 'wait' ? outcome.reason : null;
    const [recorded] = await tx
      .insert(bankEntries)
      .values({
        ...values,
        status: outcome.kind === 'pay' ? 'paid' : 'waiting',
        reason,
        transferId: state?.transfer.id ?? null,
        paymentId: state?.payment.id ?? null,
        expectedAmount: reason === 'amount_mismatch' ? (state?.transfer.amount ?? null) : null,
      })
      .onConflictDoNothing({ target: bankEntries.bankReference })
      .returning({ id: bankEntries.id });
    if (!recorded) return 'already_imported';
    if (outcome.kind === 'wait') return outcome.reason;
    if (!(await receiveTransfer(ctx, tx, transferId))) throw fail.conflict();
    return 'paid';
  });
}
