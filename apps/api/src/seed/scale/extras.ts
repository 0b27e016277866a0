// The scale seed's badges, invitations and transfers (docs/performance.md "The scale seed"; spec
// §2 pro/badges, §4 step 5). Badges exist once the 1st installment is received (the badges page
// unlocks then): an exhibitor's badge a registration, and for some a buyer invited through
// the ticketing platform (its badge and its invitation registration, as the ticketing page writes
// them). Transfers: the installments awaited by transfer of the open edition (pending, the
// installment `pending_transfer`), then installments paid by transfer (received), up to the
// number asked; a proof on some of them.
import { invitationCategories, parisDate } from '@salon/domain';
import type { campaignMembers, invitationRegistrations } from '../../infra/db/schema';
import type { transferProofs } from '../../infra/db/schema';
import type { TransferRow } from '../../infra/db/rows';
import type { Random } from './random';
import type { RegistrationPlan } from './registrations';

type Member = typeof campaignMembers.$inferInsert;
type Invitation = typeof invitationRegistrations.$inferInsert;
type Proof = typeof transferProofs.$inferInsert;

export function badgesOf(
  random: Random,
  plans: readonly RegistrationPlan[],
): { members: Member[]; invitations: Invitation[] } {
  const members: Member[] = [];
  const invitations: Invitation[] = [];
  for (const plan of plans) {
    if (!plan.payments.some((payment) => payment.kind === 'acompte1' && payment.status === 'paid'))
      continue;
    const { campaignId, accountId } = plan.opportunity;
    const id = random.uuid();
    const badgeUrl = `https://billetterie.salon.test/badges/${id}`;
    const badge = `Badge ${members.length + 1}`;
    const categorie = 'Exposant';
    members.push({
      id,
      campaignId,
      accountId,
      name: badge,
      categorieInscription: categorie,
      badgeUrl,
    });
    if (!random.chance(0.1)) continue;
    const memberId = random.uuid();
    const name = `Invité ${invitations.length + 1}`;
    const email = `invite-${invitations.length + 1}@scale.salon.test`;
    const categorieInscription = invitationCategories.buyer;
    members.push({ id: memberId, campaignId, accountId, name, categorieInscription });
    invitations.push({
      id: random.uuid(),
      campaignId,
      accountId,
      kind: 'buyer',
      memberId,
      name,
      email,
    });
  }
  return { members, invitations };
}

function reference(random: Random, year: string, taken: Set<string>): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  for (;;) {
    let code = '';
    for (let index = 0; index < 8; index += 1) code += random.pick([...alphabet]);
    const value = `VIR-${year}-${code}`;
    if (!taken.has(value)) {
      taken.add(value);
      return value;
    }
  }
}

/**
 * Up to `wanted` transfers: every installment awaited by transfer in the open edition (its
 * status set to `pending_transfer`), then received ones for installments paid by transfer.
 */
export function transfersOf(
  random: Random,
  plans: readonly RegistrationPlan[],
  wanted: number,
): TransferRow[] {
  const taken = new Set<string>();
  const rows: TransferRow[] = [];
  const add = (plan: RegistrationPlan, paymentIndex: number, at: Date, received: boolean) => {
    const payment = plan.payments[paymentIndex]!;
    const accountId = plan.account.id;
    rows.push({
      id: random.uuid(),
      paymentId: payment.id,
      accountId,
      idempotencyKey: `scale-${random.uuid()}`,
      requestHash: 'seed',
      amount: payment.amount,
      reference: reference(random, parisDate(at).slice(0, 4), taken),
      createdAt: at,
      completedAt: received ? (payment.paidAt ?? at) : null,
      status: received ? 'received' : 'pending',
    });
  };
  for (const plan of plans) {
    if (rows.length >= wanted) return rows;
    const first = plan.payments.findIndex((payment) => payment.status === 'due');
    if (first < 0 || plan.opportunity.paymentMethod !== 'transfer') continue;
    if (!plan.campaign.openForRegistration) continue;
    plan.payments[first]!.status = 'pending_transfer';
    plan.payments[first]!.method = 'transfer';
    add(plan, first, plan.opportunity.validatedAt!, false);
  }
  for (const plan of plans) {
    for (const paid of plan.paid) {
      if (rows.length >= wanted) return rows;
      if (paid.method !== 'transfer') continue;
      const index = plan.payments.indexOf(paid.payment);
      const sent = Math.max(plan.opportunity.validatedAt!.getTime(), paid.paidAt.getTime() - 2e8);
      add(plan, index, new Date(sent), true);
    }
  }
  return rows;
}

/** A proof on about one transfer in four: the same small PDF, named after the transfer. */
export function proofsOf(random: Random, rows: readonly TransferRow[], pdf: Buffer): Proof[] {
  return rows
    .filter(() => random.chance(0.25))
    .map((transfer) => ({
      transferId: transfer.id,
      accountId: transfer.accountId,
      name: `avis-de-virement-${transfer.reference}.pdf`,
      kind: 'pdf',
      size: pdf.length,
      content: pdf,
      uploadedAt: transfer.createdAt,
    }));
}
