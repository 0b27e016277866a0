// The rebooking flow's parts that show after a step, in chunks of their own (docs/performance.md
// "Signed-in routes"): the quote's states, loaded as soon as the flow shows (RebookingScreen), beside
// its first data; in them, the quote's information modals, the adjustment request and its
// confirmation, and the validation form, each loaded when the user points at, focuses or presses
// what opens it (`loadOnIntent`), or when its state shows first (a reloaded step). Each loads the
// domain's rule texts (installments, payments, the machine's notices: spec §4, §6), which only
// the quote shows, and the quote's states its amounts' and VAT texts; the list shows only
// statuses, which the route loads (src/root/router.tsx).
import { ruleNamespaces } from '../../../i18n/catalogs';
import { lazyPart, once } from '../../../kit/chunks';

export const loadQuoteStates = once(() => import('./QuoteStates'));
export const QuoteStates = lazyPart(loadQuoteStates, 'QuoteStates', {
  // The quote's own domain texts besides: its amounts and stand, its VAT mentions.
  namespaces: [...ruleNamespaces, 'quote', 'vat'],
});

export const loadQuoteModals = once(() => import('./QuoteModals'));
export const DeadlineCalendar = lazyPart(loadQuoteModals, 'DeadlineCalendar', {
  namespaces: [...ruleNamespaces],
});
export const OpportunityDetails = lazyPart(loadQuoteModals, 'OpportunityDetails', {
  namespaces: [...ruleNamespaces],
});

export const loadAdjustment = once(() => import('./AdjustmentModals'));
export const AdjustmentModal = lazyPart(loadAdjustment, 'AdjustmentModal', {
  namespaces: [...ruleNamespaces],
});
export const AdjustmentConfirmation = lazyPart(loadAdjustment, 'AdjustmentConfirmation', {
  namespaces: [...ruleNamespaces],
});

export const loadValidation = once(() => import('./ValidationForm'));
export const ValidationForm = lazyPart(loadValidation, 'ValidationForm', {
  namespaces: [...ruleNamespaces],
});
