// Texts of the registration screens that several forms share (the `register` namespace): the
// commercial fields of spec §3, the company-existence check, the password and the terms (the
// contact's and the company's fields are the kit's, kit/fields/fieldMessages.ts).
// French is the source language (spec §1); the English is in lang/en/register.json.
import { defineMessage, defineMessages, type MessageTag } from 'react-intl';

/** The commercial fields of an exhibitor's company (spec §3); the others are the kit's (fields). */
export const commercialMessages = defineMessages({
  shop: { id: 'register.field_shop', defaultMessage: 'Boutiques en propre' },
  shopHint: {
    id: 'register.shop_hint',
    defaultMessage: 'Le nombre de boutiques à votre enseigne, 0 si vous n’en avez pas',
  },
  brand: { id: 'register.field_brand', defaultMessage: 'Marque(s)' },
  brandHint: {
    id: 'register.brand_hint',
    defaultMessage: 'La ou les marques que vous présenterez sur le salon',
  },
  wholesalePrice: { id: 'register.field_wholesale_price', defaultMessage: 'Prix de gros moyen' },
  wholesalePriceHint: {
    id: 'register.wholesale_price_hint',
    defaultMessage: 'Prix d’achat moyen d’un article par un revendeur, en euros hors taxes',
  },
  retailPrice: { id: 'register.field_retail_price', defaultMessage: 'Prix de vente moyen' },
  retailPriceHint: {
    id: 'register.retail_price_hint',
    defaultMessage: 'Prix de vente conseillé d’un article, en euros TTC',
  },
});

export const searchMessages = defineMessages({
  label: { id: 'register.company_search_label', defaultMessage: 'Nom de la société ou SIRET' },
  hint: {
    id: 'register.company_search_hint',
    defaultMessage:
      'Votre société est peut-être déjà connue du salon : cherchez-la avant de saisir ses informations (2 caractères au moins).',
  },
  button: { id: 'register.company_search_button', defaultMessage: 'Rechercher' },
  results: defineMessage<{ count: number; query: string }>({
    id: 'register.company_results',
    defaultMessage:
      '{count, plural, one {# société correspond} other {# sociétés correspondent}} à « {query} »',
  }),
  matchDetails: defineMessage<{ place: string; siretEnd: string }>({
    id: 'register.company_match_details',
    defaultMessage:
      '{place}{siretEnd, select, none {} other { · SIRET se terminant par {siretEnd}}}',
  }),
  pick: { id: 'register.company_pick', defaultMessage: 'Choisir' },
  pickLabel: defineMessage<{ name: string }>({
    id: 'register.company_pick_label',
    defaultMessage: 'Choisir {name}',
  }),
  enterCompany: {
    id: 'register.company_enter',
    defaultMessage: 'Ma société n’est pas dans la liste : saisir ses informations',
  },
  enterWithoutSearch: {
    id: 'register.company_enter_without_search',
    defaultMessage: 'Saisir les informations de ma société',
  },
  picked: { id: 'register.company_picked', defaultMessage: 'Société choisie' },
  pickedHint: {
    id: 'register.company_picked_hint',
    defaultMessage:
      'L’équipe du salon confirmera votre rattachement à cette société avant d’ouvrir votre accès à ses documents.',
  },
  change: { id: 'register.company_change', defaultMessage: 'Changer de société' },
  searching: { id: 'register.company_searching', defaultMessage: 'Recherche en cours…' },
});

export const passwordMessages = defineMessages({
  password: { id: 'register.field_password', defaultMessage: 'Mot de passe' },
  confirmation: {
    id: 'register.field_password_confirmation',
    defaultMessage: 'Confirmez le mot de passe',
  },
  terms: defineMessage<{ terms: MessageTag; privacy: MessageTag }>({
    id: 'register.terms',
    defaultMessage:
      'J’accepte les <terms>conditions de participation</terms> et la <privacy>politique de données personnelles</privacy>',
  }),
});

export const commonMessages = defineMessages({
  step: defineMessage<{ step: number; name: string }>({
    id: 'register.step',
    defaultMessage: 'Étape {step} sur 3 : {name}',
  }),
  picklistsLoading: {
    id: 'register.picklists_loading',
    defaultMessage: 'Chargement du formulaire…',
  },
  picklistsFailed: {
    id: 'register.picklists_failed',
    defaultMessage:
      'Les listes de choix du formulaire n’ont pas pu être chargées. Vérifiez votre connexion puis réessayez.',
  },
  retry: { id: 'register.retry', defaultMessage: 'Réessayer' },
});
