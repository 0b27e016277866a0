// The marketplace pages' texts (spec §1, §2 pro/marketplace and pro/sso-login, §9): French is the
// source (docs/i18n.md).
import { defineMessage, defineMessages } from 'react-intl';

const plainMessages = defineMessages({
  title: { id: 'marketplace.title', defaultMessage: 'Place de marché' },
  description: {
    id: 'marketplace.description',
    defaultMessage: 'Vendez à des acheteurs professionnels toute l’année, au-delà du salon.',
  },
  go: { id: 'marketplace.go', defaultMessage: 'Aller sur la place de marché' },
  goHint: {
    id: 'marketplace.go_hint',
    defaultMessage: 'Vous y êtes connecté avec votre compte exposant, sans autre mot de passe.',
  },
  loading: { id: 'marketplace.loading', defaultMessage: 'Chargement de votre offre…' },
  failedTitle: {
    id: 'marketplace.failed_title',
    defaultMessage: 'Votre offre n’a pas pu se charger',
  },
  failedBody: {
    id: 'marketplace.failed_body',
    defaultMessage: 'Vérifiez votre connexion, puis réessayez.',
  },
  retry: { id: 'marketplace.retry', defaultMessage: 'Réessayer' },
  feesTitle: { id: 'marketplace.fees_title', defaultMessage: 'Ce que coûte une vente' },
  subscriptionTitle: {
    id: 'marketplace.subscription_title',
    defaultMessage: 'Votre abonnement Découverte',
  },
  redirecting: {
    id: 'marketplace.redirecting',
    defaultMessage: 'Redirection en cours, veuillez patienter',
  },
  continue: {
    id: 'marketplace.continue',
    defaultMessage: 'Continuer vers la place de marché',
  },
  ssoFailedTitle: {
    id: 'marketplace.sso_failed_title',
    defaultMessage: 'La connexion à la place de marché a échoué',
  },
  tryAgain: { id: 'marketplace.try_again', defaultMessage: 'Réessayer' },
  back: { id: 'marketplace.back', defaultMessage: 'Retour à la présentation' },
});

export const marketplaceMessages = {
  ...plainMessages,
  commission: defineMessage<{ percent: string }>({
    id: 'marketplace.commission',
    defaultMessage: 'Commission : {percent}',
  }),
  administrationFee: defineMessage<{ percent: string }>({
    id: 'marketplace.administration_fee',
    defaultMessage: 'Frais d’administration : {percent}',
  }),
  example: defineMessage<{ sale: string; total: string; net: string }>({
    id: 'marketplace.example',
    defaultMessage:
      'Sur une vente de {sale}, la place de marché retient {total} ; vous recevez {net}.',
  }),
  subscriptionCovered: defineMessage<{ date: string }>({
    id: 'marketplace.subscription_covered',
    defaultMessage: 'Offert par le salon jusqu’au {date}, 6 mois après votre dernier salon.',
  }),
  subscriptionRule: defineMessage<{ months: number }>({
    id: 'marketplace.subscription_rule',
    defaultMessage:
      'Le salon offre l’abonnement Découverte à ses exposants jusqu’à {months} mois après le salon.',
  }),
};
