import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the dashboard (spec §2 me/dashboard) without arguments, French source (spec §1). */
const plainMessages = defineMessages({
  title: { id: 'dashboard.title', defaultMessage: 'Tableau de bord' },
  loading: {
    id: 'dashboard.loading',
    defaultMessage: 'Chargement de votre tableau de bord…',
  },
  failedTitle: {
    id: 'dashboard.failed_title',
    defaultMessage: 'Votre tableau de bord n’a pas pu se charger',
  },
  failedBody: {
    id: 'dashboard.failed_body',
    defaultMessage:
      'Vos salons, inscriptions et paiements sont momentanément indisponibles. Vérifiez votre connexion puis réessayez.',
  },
  retry: { id: 'dashboard.retry', defaultMessage: 'Réessayer' },

  // The next step (docs/design.md: the next step first).
  nextStepHeading: { id: 'dashboard.next_step_heading', defaultMessage: 'Votre prochaine étape' },
  openQuote: { id: 'dashboard.open_quote', defaultMessage: 'Valider mon devis' },
  payNow: { id: 'dashboard.pay_now', defaultMessage: 'Régler maintenant' },
  seePayments: { id: 'dashboard.see_payments', defaultMessage: 'Suivre mes paiements' },
  seeRequest: { id: 'dashboard.see_request', defaultMessage: 'Voir ma demande' },
  seeStand: { id: 'dashboard.see_stand', defaultMessage: 'Préparer mon stand' },
  otherStepsHeading: { id: 'dashboard.other_steps_heading', defaultMessage: 'Également à faire' },

  // Tradeshows (spec §2 'tradeshows', §3 campaign).
  tradeshowsHeading: { id: 'dashboard.tradeshows_heading', defaultMessage: 'Vos salons' },
  tradeshowOpen: { id: 'dashboard.tradeshow_open', defaultMessage: 'Inscriptions ouvertes' },
  tradeshowOver: { id: 'dashboard.tradeshow_over', defaultMessage: 'Salon terminé' },
  tradeshowUpcoming: { id: 'dashboard.tradeshow_upcoming', defaultMessage: 'À venir' },
  noTradeshowTitle: {
    id: 'dashboard.no_tradeshow_title',
    defaultMessage: 'Aucun salon ouvert pour le moment',
  },
  noTradeshowBody: {
    id: 'dashboard.no_tradeshow_body',
    defaultMessage: 'Les prochaines éditions apparaîtront ici dès l’ouverture des inscriptions.',
  },
  // The visitor's shows to come (spec §2 me/dashboard 'tradeshows').
  upcomingHeading: { id: 'dashboard.upcoming_heading', defaultMessage: 'Les prochains salons' },
  tradeshowUnderWay: { id: 'dashboard.tradeshow_under_way', defaultMessage: 'Salon en cours' },
  noUpcomingTitle: {
    id: 'dashboard.no_upcoming_title',
    defaultMessage: 'Aucun salon annoncé pour le moment',
  },
  noUpcomingBody: {
    id: 'dashboard.no_upcoming_body',
    defaultMessage: 'Les prochaines éditions apparaîtront ici dès leur annonce.',
  },

  // Registrations (spec §2 'registrations', §4 displayed statuses, §7 the two sets).
  registrationsHeading: {
    id: 'dashboard.registrations_heading',
    defaultMessage: 'Vos inscriptions',
  },
  rebookingSetHeading: {
    id: 'dashboard.rebooking_set_heading',
    defaultMessage: 'Réinscriptions et devis',
  },
  progressSetHeading: {
    id: 'dashboard.progress_set_heading',
    defaultMessage: 'Participations',
  },
  manageRebooking: {
    id: 'dashboard.manage_rebooking',
    defaultMessage: 'Gérer mes réinscriptions',
  },
  noRegistrationTitle: {
    id: 'dashboard.no_registration_title',
    defaultMessage: 'Aucune inscription pour le moment',
  },
  noRegistrationBody: {
    id: 'dashboard.no_registration_body',
    defaultMessage:
      'Vos devis et vos participations apparaîtront ici. Votre conseiller commercial peut vous accompagner pour votre prochaine édition.',
  },
  contactTeam: { id: 'dashboard.contact_team', defaultMessage: 'Contacter l’équipe' },

  // Services (spec §2: payments and invoices, manage booth, badges and invitations, marketplace).
  servicesHeading: { id: 'dashboard.services_heading', defaultMessage: 'Vos services' },
  paymentsTitle: { id: 'dashboard.payments_title', defaultMessage: 'Paiements et factures' },
  paymentsNone: {
    id: 'dashboard.payments_none',
    defaultMessage: 'Aucune échéance à régler. Vos factures restent disponibles au téléchargement.',
  },
  seeInvoices: { id: 'dashboard.see_invoices', defaultMessage: 'Voir mes factures' },
  standTitle: { id: 'dashboard.stand_title', defaultMessage: 'Mon stand' },
  standBody: {
    id: 'dashboard.stand_body',
    defaultMessage:
      'Guide de l’exposant, informations pratiques, vol et assurance, guide d’utilisation.',
  },
  manageStand: { id: 'dashboard.manage_stand', defaultMessage: 'Gérer mon stand' },
  badgesTitle: { id: 'dashboard.badges_title', defaultMessage: 'Badges et invitations' },
  badgesBody: {
    id: 'dashboard.badges_body',
    defaultMessage:
      'Badges de votre équipe, invitations pour vos acheteurs et vos agents, à télécharger par salon.',
  },
  manageBadges: { id: 'dashboard.manage_badges', defaultMessage: 'Gérer mes badges' },
  marketplaceTitle: { id: 'dashboard.marketplace_title', defaultMessage: 'Marketplace' },
  discoverMarketplace: {
    id: 'dashboard.discover_marketplace',
    defaultMessage: 'Découvrir la marketplace',
  },

  // Academy webinar banner (spec §2).
  academyHeading: { id: 'dashboard.academy_heading', defaultMessage: 'Salon Academy' },
  academyLink: {
    id: 'dashboard.academy_link',
    defaultMessage: 'Voir le programme des webinaires',
  },

  // The visitor's dashboard (spec §2 guest menu: personal info, badges, contact team).
  visitorInformationsTitle: {
    id: 'dashboard.visitor_informations_title',
    defaultMessage: 'Mes informations',
  },
  name: { id: 'dashboard.name', defaultMessage: 'Nom' },
  email: { id: 'dashboard.email', defaultMessage: 'E-mail' },
  phone: { id: 'dashboard.phone', defaultMessage: 'Téléphone' },
  company: { id: 'dashboard.company', defaultMessage: 'Société' },
  notGiven: { id: 'dashboard.not_given', defaultMessage: 'Non renseigné' },
  editInformations: {
    id: 'dashboard.edit_informations',
    defaultMessage: 'Modifier mes informations',
  },
  visitorBadgesTitle: { id: 'dashboard.visitor_badges_title', defaultMessage: 'Mes badges' },
  visitorBadgesBody: {
    id: 'dashboard.visitor_badges_body',
    defaultMessage: 'Retrouvez vos badges d’accès aux salons et téléchargez-les avant votre venue.',
  },
  seeBadges: { id: 'dashboard.see_badges', defaultMessage: 'Voir mes badges' },
  visitorContactTitle: {
    id: 'dashboard.visitor_contact_title',
    defaultMessage: 'Contacter l’équipe',
  },
  visitorContactBody: {
    id: 'dashboard.visitor_contact_body',
    defaultMessage: 'Une question sur votre visite ? L’équipe du salon vous répond.',
  },
  writeToTeam: { id: 'dashboard.write_to_team', defaultMessage: 'Écrire à l’équipe' },

  // The exhibitor's account tiles (spec §2: me/informations, me/company, pro/contact).
  accountHeading: { id: 'dashboard.account_heading', defaultMessage: 'Votre compte' },
  accountInformationsTitle: {
    id: 'dashboard.account_informations_title',
    defaultMessage: 'Mes informations',
  },
  accountInformationsBody: {
    id: 'dashboard.account_informations_body',
    defaultMessage: 'Vos coordonnées, votre fonction et votre mot de passe.',
  },
  accountCompanyTitle: { id: 'dashboard.account_company_title', defaultMessage: 'Ma société' },
  accountCompanyBody: {
    id: 'dashboard.account_company_body',
    defaultMessage: 'Adresse de facturation, TVA et marques du groupe.',
  },
  seeCompany: { id: 'dashboard.see_company', defaultMessage: 'Voir ma société' },
  accountContactTitle: {
    id: 'dashboard.account_contact_title',
    defaultMessage: 'Contacter l’équipe',
  },
  accountContactBody: {
    id: 'dashboard.account_contact_body',
    defaultMessage: 'Une demande commerciale, une question de facturation ou sur votre stand ?',
  },
});

/** Texts of the dashboard with arguments, typed so that every call passes them. */
export const dashboardMessages = {
  ...plainMessages,
  greeting: defineMessage<{ firstName: string }>({
    id: 'dashboard.greeting',
    defaultMessage: 'Bonjour {firstName}',
  }),
  standLabel: defineMessage<{ stand: string }>({
    id: 'dashboard.stand_label',
    defaultMessage: 'Stand {stand}',
  }),
  installmentAmount: defineMessage<{ installment: string; amount: string }>({
    id: 'dashboard.installment_amount',
    defaultMessage: '{installment} : {amount} TTC',
  }),
  quoteTotal: defineMessage<{ amount: string }>({
    id: 'dashboard.quote_total',
    defaultMessage: 'Total du devis : {amount} TTC',
  }),
  transferAmount: defineMessage<{ amount: string }>({
    id: 'dashboard.transfer_amount',
    defaultMessage: 'Virement attendu : {amount} TTC',
  }),
  changeRequest: defineMessage<{ comment: string }>({
    id: 'dashboard.change_request',
    defaultMessage: 'Votre demande : « {comment} »',
  }),
  registrationCount: defineMessage<{ count: number }>({
    id: 'dashboard.registration_count',
    defaultMessage:
      '{count, plural, =0 {Aucune inscription} one {# inscription} other {# inscriptions}}',
  }),
  tradeshowWebsite: defineMessage<{ event: string }>({
    id: 'dashboard.tradeshow_website',
    defaultMessage: 'Le site de {event}',
  }),
  surface: defineMessage<{ surface: number }>({
    id: 'dashboard.surface',
    defaultMessage: '{surface} m²',
  }),
  corners: defineMessage<{ count: number }>({
    id: 'dashboard.corners',
    defaultMessage: '{count, plural, =0 {sans angle} one {# angle} other {# angles}}',
  }),
  paymentsDue: defineMessage<{ count: number; amount: string }>({
    id: 'dashboard.payments_due',
    defaultMessage:
      '{count, plural, one {# échéance à régler} other {# échéances à régler}}, pour {amount} TTC.',
  }),
  paymentsOverdue: defineMessage<{ count: number; amount: string }>({
    id: 'dashboard.payments_overdue',
    defaultMessage:
      '{count, plural, one {# échéance en retard} other {# échéances en retard}} : {amount} TTC.',
  }),
  paymentsTransfers: defineMessage<{ count: number }>({
    id: 'dashboard.payments_transfers',
    defaultMessage: '{count, plural, one {# virement attendu} other {# virements attendus}}.',
  }),
  marketplaceBody: defineMessage<{ commission: string; fee: string }>({
    id: 'dashboard.marketplace_body',
    defaultMessage:
      'Vendez aux acheteurs toute l’année : {commission} de commission et {fee} de frais d’administration sur vos ventes.',
  }),
  marketplaceSubscription: defineMessage<{ months: number }>({
    id: 'dashboard.marketplace_subscription',
    defaultMessage:
      'L’abonnement Discovery est offert par le salon jusqu’à {months} mois après l’événement.',
  }),
  marketplaceCoveredUntil: defineMessage<{ date: string }>({
    id: 'dashboard.marketplace_covered_until',
    defaultMessage: 'L’abonnement Discovery est offert par le salon jusqu’au {date}.',
  }),
};
