import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RebookingQuote } from '@salon/domain';
import { opensTip } from '../../../kit/testing/dialogs';
import type { RebookingView } from './RebookingView';
import { quoteMeta } from './storyPayment';
import {
  modified,
  opened,
  signed,
  stateStory,
  toValidate,
  type RebookingState,
} from './storyFixtures';

/**
 * pro/rebooking/devis (spec §2 'tooltip' among the modal forms): the tips of the quote, each
 * opened from the keyboard. Beside the discount in force, its conditions: the rebooking discount
 * for a rebooking, the early-booking rates still to be had otherwise (spec §1, §4 'Discounts', §9).
 * Beside the payment schedule, each installment's share of the total and its term (spec §9). Seen
 * on 20 January 2026.
 */
const meta = {
  title: 'Portal/Screens/Rebooking/Quote tips',
  ...quoteMeta('quote.viewing'),
} satisfies Meta<typeof RebookingView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The quote at `state` in `lang`, its tip `name` opened from the keyboard, saying each of `texts`. */
const tipStory = (
  [state, lang, quote]: [RebookingState, 'fr' | 'en', RebookingQuote],
  name: string,
  ...texts: string[]
): Story => ({ ...stateStory(state, lang, opened(quote)), play: opensTip(name, ...texts) });

/** A rebooking: 5 % if the quote is validated by the end of rebooking. */
export const RebookingDiscount = tipStory(
  ['quote.viewing', 'fr', toValidate],
  'Conditions de la remise de réinscription',
  'Pour les exposants qui reviennent d’une édition à l’autre : 5 % de remise sur le total HT',
  's’il est validé au plus tard le 13 février 2026',
);

export const RebookingDiscountEnglish = tipStory(
  ['quote.viewing', 'en', toValidate],
  'Rebooking discount conditions',
  'For exhibitors who come back from one edition to the next: 5% off',
  'if you validate it by 13 February 2026',
);

/** A first participation: the early-booking rates of the deadlines still ahead. */
export const EarlyBookingDiscount = tipStory(
  ['quote.viewing', 'fr', modified],
  'Conditions de la remise early booking',
  '8 % jusqu’au 6 mars 2026 inclus',
  '4 % jusqu’au 20 avril 2026 inclus',
  '2 % jusqu’au 20 mai 2026 inclus',
  'Après la dernière date, le devis n’a plus de remise.',
);

export const EarlyBookingDiscountEnglish = tipStory(
  ['quote.viewing', 'en', modified],
  'Early-booking discount conditions',
  '8% until 6 March 2026 inclusive',
  '2% until 20 May 2026 inclusive',
);

/** Before signature: the 1st installment within 15 days of the validation, then the dates. */
export const Schedule = tipStory(
  ['quote.viewing', 'fr', toValidate],
  'Comment se répartissent les échéances',
  'Chaque échéance est une part du total TTC du devis',
  '1er acompte, 30 % : dû à l’inscription, à régler dans les 15 jours qui suivent la validation du devis',
  '2e acompte, 30 % : à régler au plus tard le 2 mars 2026',
  'Solde, 40 % : le reste, à régler au plus tard le 20 avril 2026',
);

/** A signed registration: every installment has its date; no 2nd installment at this show. */
export const ScheduleEnglish = tipStory(
  ['registered', 'en', signed],
  'How the installments are split',
  "Each installment is a share of the quote's total incl. VAT",
  '1st installment, 50%: due at registration, to pay by 30 January 2026',
  'Balance, 50%: the rest, to pay by 1 August 2026',
);
