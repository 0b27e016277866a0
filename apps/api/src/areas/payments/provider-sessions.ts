// Card attempts superseded (by a transfer, a newer attempt, the sales team's receipt of the money)
// have their provider sessions closed once the change has committed (docs/security.md "Card
// payments"): the provider is asked outside any database transaction, and a failure is logged,
// never a reason to undo what committed. An approval that still arrives for such an attempt is
// recorded as a refund due (./notification.ts).
import type { CardProvider } from '../../card-provider';
import type { AppContext } from '../../context';
import type { TransactionRow } from '../../infra/db/rows';

export async function expireSuperseded(
  ctx: AppContext,
  provider: CardProvider,
  superseded: readonly TransactionRow[],
): Promise<void> {
  for (const transaction of superseded) {
    try {
      await provider.expire(ctx, transaction);
    } catch (error) {
      ctx.log.warn(
        { err: error, transaction: transaction.id, reference: transaction.reference },
        'card attempt superseded: its provider session could not be expired',
      );
    }
  }
}
