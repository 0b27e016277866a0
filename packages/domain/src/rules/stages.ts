// The opportunity stage after a payment (spec §4 'Opportunity stage': 'Acompte perçu' is the 1st
// deposit, then '2ème Acompte perçu', then 'Soldé'; rebooking flow 4-5: an installment is paid by
// card or by a transfer the sales team receives). A payment only moves an opportunity forward: a
// late notification of an earlier installment never takes it back.
import type { InstallmentKind } from '../schemas/billing';
import type { Stage } from '../schemas/opportunity';
import { firstInstallmentPaidStages } from './features';

/** The stage each paid installment reaches (spec §4). */
export const stageAfterInstallment: Readonly<Record<InstallmentKind, Stage>> = {
  acompte1: 'Acompte perçu',
  acompte2: '2ème Acompte perçu',
  solde: 'Soldé',
};

/**
 * The stage an opportunity at `current` takes once the installment `kind` is paid, or null when
 * it stays where it is (already at that stage or past it). Any stage before the paid ones
 * ('DP Signée' and earlier) moves to the installment's stage.
 */
export function stageAfterPayment(kind: InstallmentKind, current: string): Stage | null {
  const target = stageAfterInstallment[kind];
  const order = firstInstallmentPaidStages;
  return order.indexOf(target) > order.indexOf(current as Stage) ? target : null;
}
