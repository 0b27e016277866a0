// The rebooking flow's parts that show after a step, in chunks of their own (docs/performance.md
// "Signed-in routes"): the quote's states, loaded as soon as the flow shows (RebookingScreen), beside
// its first data; in them, the quote's information modals, the adjustment request and its
// confirmation, and the validation form, each loaded when the user points at, focuses or presses
// what opens it (`loadOnIntent`), or when its state shows first (a reloaded step).
import { lazyPart, once } from '../../../kit/chunks';

export const loadQuoteStates = once(() => import('./QuoteStates'));
export const QuoteStates = lazyPart(loadQuoteStates, 'QuoteStates');

export const loadQuoteModals = once(() => import('./QuoteModals'));
export const DeadlineCalendar = lazyPart(loadQuoteModals, 'DeadlineCalendar');
export const OpportunityDetails = lazyPart(loadQuoteModals, 'OpportunityDetails');

export const loadAdjustment = once(() => import('./AdjustmentModals'));
export const AdjustmentModal = lazyPart(loadAdjustment, 'AdjustmentModal');
export const AdjustmentConfirmation = lazyPart(loadAdjustment, 'AdjustmentConfirmation');

export const loadValidation = once(() => import('./ValidationForm'));
export const ValidationForm = lazyPart(loadValidation, 'ValidationForm');
