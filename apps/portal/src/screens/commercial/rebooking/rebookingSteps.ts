// The rebooking flow's step for each state of its machine (spec §2 pro/rebooking/{etape?}), so
// every state is deep-linkable and a reload restores it; the URLs are in
// kit/routing/rebookingLinks.ts.
import type { RebookingStep, rebookingMachine } from '@salon/machines';
import type { StatePath } from '../../../kit/machineState';

type RebookingState = StatePath<typeof rebookingMachine>;

/**
 * The step a state shows: none for the list, the validation while the terms are open, the
 * payment, else the quote (loading, viewing, adjusting, waiting for the sales team, read only).
 */
export function stepOfState(state: RebookingState): RebookingStep | null {
  switch (state) {
    case 'loadingList':
    case 'listFailed':
    case 'list':
      return null;
    case 'quote.validating':
    case 'quote.sendingValidation':
      return 'validation';
    case 'payment':
      return 'payment';
    default:
      return 'quote';
  }
}
