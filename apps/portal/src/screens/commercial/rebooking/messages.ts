// The rebooking screens' texts (spec §2 pro/rebooking/{etape?}); French is the source (docs/i18n.md).
import { defineMessage, defineMessages } from 'react-intl';

/** Texts without arguments. */
const plainMessages = defineMessages({
  title: { id: 'rebooking.title', defaultMessage: 'Réinscription' },
  intro: {
    id: 'rebooking.intro',
    defaultMessage:
      'Choisissez le stand à réinscrire : consultez son devis, demandez une modification ou validez-le, puis réglez votre 1er acompte.',
  },
  loadingList: { id: 'rebooking.loading_list', defaultMessage: 'Chargement de vos stands…' },
  listFailedTitle: {
    id: 'rebooking.list_failed_title',
    defaultMessage: 'Vos stands n’ont pas pu se charger',
  },
  listFailedBody: {
    id: 'rebooking.list_failed_body',
    defaultMessage: 'Réessayez dans un instant. Si le problème continue, contactez l’équipe.',
  },
  retry: { id: 'rebooking.retry', defaultMessage: 'Réessayer' },
  rebookingSet: { id: 'rebooking.rebooking_set', defaultMessage: 'Stands à réinscrire' },
  progressSet: { id: 'rebooking.progress_set', defaultMessage: 'Inscriptions en cours' },
  emptyRebookingTitle: {
    id: 'rebooking.empty_rebooking_title',
    defaultMessage: 'Aucun stand à réinscrire',
  },
  emptyRebookingBody: {
    id: 'rebooking.empty_rebooking_body',
    defaultMessage: 'Quand l’équipe commerciale vous envoie un devis, il apparaît ici.',
  },
  emptyProgressTitle: {
    id: 'rebooking.empty_progress_title',
    defaultMessage: 'Aucune inscription en cours',
  },
  contactTeam: { id: 'rebooking.contact_team', defaultMessage: 'Contacter l’équipe' },
  noStand: { id: 'rebooking.no_stand', defaultMessage: 'Stand à attribuer' },
  loadingQuote: { id: 'rebooking.loading_quote', defaultMessage: 'Chargement du devis…' },
  openQuoteShort: { id: 'rebooking.open_quote_short', defaultMessage: 'Voir le devis' },
  quoteFailedTitle: {
    id: 'rebooking.quote_failed_title',
    defaultMessage: 'Le devis n’a pas pu se charger',
  },
  backToList: { id: 'rebooking.back_to_list', defaultMessage: 'Retour à mes stands' },
});

/** Texts with arguments, typed so that every call passes them. */
export const rebookingMessages = {
  ...plainMessages,
  stand: defineMessage<{ stand: string }>({
    id: 'rebooking.stand',
    defaultMessage: 'Stand {stand}',
  }),
  surface: defineMessage<{ surface: number }>({
    id: 'rebooking.surface',
    defaultMessage: '{surface} m²',
  }),
  corners: defineMessage<{ count: number }>({
    id: 'rebooking.corners',
    defaultMessage: '{count, plural, =0 {aucun angle} one {# angle} other {# angles}}',
  }),
  brands: defineMessage<{ brands: string }>({
    id: 'rebooking.brands',
    defaultMessage: 'Marques : {brands}',
  }),
  opportunityTitle: defineMessage<{ event: string; stand: string }>({
    id: 'rebooking.opportunity_title',
    defaultMessage: '{event} — {stand}',
  }),
  openQuote: defineMessage<{ title: string }>({
    id: 'rebooking.open_quote',
    defaultMessage: 'Voir le devis : {title}',
  }),
};
