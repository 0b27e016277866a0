// An opportunity's change, shared by the exhibitor's quote moves (src/areas/rebooking), the sales
// team's revision and a payment's next stage (src/core/billing/paid.ts).
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../infra/db/client';
import type { OpportunityRow } from '../infra/db/rows';
import { opportunities } from '../infra/db/schema';
import { fail } from '../infra/errors';

/**
 * Saves a change of an opportunity if nobody changed it since it was read (docs/api.md "Concurrency": two quote
 * updates never lose one silently): 4090 otherwise.
 */
export async function saveOpportunity(
  tx: Executor,
  opportunity: OpportunityRow,
  changes: Partial<typeof opportunities.$inferInsert>,
  now: Date,
): Promise<OpportunityRow> {
  const [saved] = await tx
    .update(opportunities)
    .set({ ...changes, version: opportunity.version + 1, updatedAt: now })
    .where(
      and(eq(opportunities.id, opportunity.id), eq(opportunities.version, opportunity.version)),
    )
    .returning();
  if (!saved) throw fail.conflict();
  return saved;
}
