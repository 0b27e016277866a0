import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the badges pages (spec §2 pro/badges, me/badges, campaign badges modal), French source. */
const plainBadgesMessages = defineMessages({
  proTitle: { id: 'badges.pro_title', defaultMessage: 'Badges et invitations' },
  guestTitle: { id: 'badges.guest_title', defaultMessage: 'Mes badges' },
  proIntro: {
    id: 'badges.pro_intro',
    defaultMessage:
      'Par salon : les badges de votre équipe, vos invitations acheteurs et agents. Chaque badge porte un QR code lu à l’entrée.',
  },
  guestIntro: {
    id: 'badges.guest_intro',
    defaultMessage: 'Votre badge nominatif pour chaque salon. Son QR code est lu à l’entrée.',
  },
  loading: { id: 'badges.loading', defaultMessage: 'Chargement de vos badges…' },
  failedTitle: { id: 'badges.failed_title', defaultMessage: 'Vos badges n’ont pas pu se charger' },
  failedBody: {
    id: 'badges.failed_body',
    defaultMessage:
      'Ils sont momentanément indisponibles. Vérifiez votre connexion puis réessayez.',
  },
  retry: { id: 'badges.retry', defaultMessage: 'Réessayer' },
  noEventsTitle: { id: 'badges.no_events_title', defaultMessage: 'Aucun salon pour le moment' },
  noEventsBody: {
    id: 'badges.no_events_body',
    defaultMessage: 'Vos badges apparaîtront ici dès votre inscription à un salon.',
  },
  event: { id: 'badges.event', defaultMessage: 'Salon' },
  lockedTitle: { id: 'badges.locked_title', defaultMessage: 'Badges et invitations verrouillés' },
  lockedBody: {
    id: 'badges.locked_body',
    defaultMessage:
      'Les badges et les invitations de ce salon s’ouvrent dès que le 1er acompte de votre inscription est payé.',
  },
  lockedAction: { id: 'badges.locked_action', defaultMessage: 'Régler mon 1er acompte' },
  eventLoading: { id: 'badges.event_loading', defaultMessage: 'Chargement des badges du salon…' },
  emptyTitle: { id: 'badges.empty_title', defaultMessage: 'Aucun badge pour ce salon' },
  emptyProBody: {
    id: 'badges.empty_pro_body',
    defaultMessage:
      'Les badges de votre équipe apparaîtront ici dès leur enregistrement par l’équipe du salon.',
  },
  emptyGuestBody: {
    id: 'badges.empty_guest_body',
    defaultMessage: 'Votre badge apparaîtra ici dès votre inscription à ce salon.',
  },
  staff: { id: 'badges.staff', defaultMessage: 'Badges de l’équipe' },
  buyer: { id: 'badges.buyer', defaultMessage: 'Invitations acheteurs' },
  agent: { id: 'badges.agent', defaultMessage: 'Invitations agents' },
  visitor: { id: 'badges.visitor', defaultMessage: 'Vos badges pour ce salon' },
  noneInGroup: { id: 'badges.none_in_group', defaultMessage: 'Aucun badge pour le moment.' },
  downloadShort: { id: 'badges.download_short', defaultMessage: 'Télécharger' },
  downloading: { id: 'badges.downloading', defaultMessage: 'Téléchargement…' },
  downloadFailed: {
    id: 'badges.download_failed',
    defaultMessage: 'Le badge n’a pas pu être téléchargé. Réessayez dans un instant.',
  },
  chooseBadges: { id: 'badges.choose_badges', defaultMessage: 'Choisir les badges à télécharger' },
  invitationsHeading: { id: 'badges.invitations_heading', defaultMessage: 'Invitations' },
  invitationsIntro: {
    id: 'badges.invitations_intro',
    defaultMessage:
      'Partagez ce lien : vos invités s’inscrivent sur la billetterie du salon et reçoivent leur badge.',
  },
  inviteBuyers: { id: 'badges.invite_buyers', defaultMessage: 'Inviter des acheteurs' },
  inviteAgents: { id: 'badges.invite_agents', defaultMessage: 'Inviter des agents' },
  // The registration categories the portal knows (@salon/domain badgeCategoryOf); any other is shown
  // as the CRM writes it.
  categoryExhibitor: { id: 'badges.category_exhibitor', defaultMessage: 'Exposant' },
  categoryBuyer: { id: 'badges.category_buyer', defaultMessage: 'Acheteur invité' },
  categoryAgent: { id: 'badges.category_agent', defaultMessage: 'Agent' },
  categoryVisitor: { id: 'badges.category_visitor', defaultMessage: 'Visiteur professionnel' },
  opensTicketing: {
    id: 'badges.opens_ticketing',
    defaultMessage: '(ouvre la billetterie dans un nouvel onglet)',
  },
});

export const badgesMessages = {
  ...plainBadgesMessages,
  download: defineMessage<{ name: string }>({
    id: 'badges.download',
    defaultMessage: 'Télécharger le badge de {name}',
  }),
  invitationUsed: defineMessage<{ count: number }>({
    id: 'badges.invitation_used',
    defaultMessage:
      '{count, plural, =0 {Aucune invitation utilisée} one {# invitation utilisée} other {# invitations utilisées}}',
  }),
};

/** Texts of the campaign badges modal (spec §2 modals: list with selection and download). */
const plainModalMessages = defineMessages({
  selection: { id: 'badges.modal_selection', defaultMessage: 'Badges à télécharger' },
  all: { id: 'badges.modal_all', defaultMessage: 'Tout sélectionner' },
  download: {
    id: 'badges.modal_download',
    defaultMessage: 'Télécharger la sélection (un fichier PDF)',
  },
  none: {
    id: 'badges.modal_none',
    defaultMessage: 'Sélectionnez au moins un badge à télécharger.',
  },
  failed: {
    id: 'badges.modal_failed',
    defaultMessage: 'Les badges n’ont pas pu être téléchargés. Réessayez dans un instant.',
  },
  done: { id: 'badges.modal_done', defaultMessage: 'Vos badges sont téléchargés.' },
  cancel: { id: 'badges.modal_cancel', defaultMessage: 'Fermer' },
});

export const campaignBadgesMessages = {
  ...plainModalMessages,
  title: defineMessage<{ event: string }>({
    id: 'badges.modal_title',
    defaultMessage: 'Badges du salon {event}',
  }),
  selected: defineMessage<{ count: number }>({
    id: 'badges.modal_selected',
    defaultMessage:
      '{count, plural, =0 {Aucun badge sélectionné} one {# badge sélectionné} other {# badges sélectionnés}}',
  }),
};
