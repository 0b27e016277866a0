// The booth page's texts (spec §2 pro/stand): French is the source (docs/i18n.md).
import { defineMessage, defineMessages } from 'react-intl';

const plainMessages = defineMessages({
  title: { id: 'stand.title', defaultMessage: 'Mon stand' },
  description: {
    id: 'stand.description',
    defaultMessage: 'Votre stand pour chaque salon, son avancement et les guides de l’exposant.',
  },
  loading: { id: 'stand.loading', defaultMessage: 'Chargement de votre stand…' },
  failedTitle: { id: 'stand.failed_title', defaultMessage: 'Votre stand n’a pas pu se charger' },
  failedBody: {
    id: 'stand.failed_body',
    defaultMessage: 'Vérifiez votre connexion, puis réessayez.',
  },
  retry: { id: 'stand.retry', defaultMessage: 'Réessayer' },
  emptyTitle: { id: 'stand.empty_title', defaultMessage: 'Aucun stand pour le moment' },
  emptyBody: {
    id: 'stand.empty_body',
    defaultMessage:
      'Votre stand apparaîtra ici dès votre inscription à un salon. Réservez votre stand depuis la page Réinscription.',
  },
  rebook: { id: 'stand.rebook', defaultMessage: 'Réserver un stand' },
  lockedTitle: {
    id: 'stand.locked_title',
    defaultMessage: 'Votre stand s’ouvre au paiement du 1er acompte',
  },
  lockedBody: {
    id: 'stand.locked_body',
    defaultMessage:
      'La gestion du stand et ses guides sont disponibles dès que le 1er acompte de votre inscription est payé.',
  },
  pay: { id: 'stand.pay', defaultMessage: 'Régler mon 1er acompte' },
  boothNumber: { id: 'stand.booth_number', defaultMessage: 'Numéro de stand' },
  notAssigned: { id: 'stand.not_assigned', defaultMessage: 'Attribué prochainement' },
  boothToAssign: { id: 'stand.booth_to_assign', defaultMessage: 'Stand à attribuer' },
  surface: { id: 'stand.surface', defaultMessage: 'Surface' },
  corners: { id: 'stand.corners', defaultMessage: 'Angles ouverts' },
  guidesTitle: { id: 'stand.guides_title', defaultMessage: 'Guides de l’exposant' },
  guidesNone: {
    id: 'stand.guides_none',
    defaultMessage: 'Les guides de ce salon seront publiés ici par l’équipe commerciale.',
  },
  boothLocked: {
    id: 'stand.booth_locked',
    defaultMessage: 'Gestion du stand et guides disponibles dès le paiement de votre 1er acompte.',
  },
  guideExhibitor: { id: 'stand.guide_exhibitor_guide', defaultMessage: 'Guide de l’exposant' },
  guidePractical: {
    id: 'stand.guide_practical_information',
    defaultMessage: 'Informations pratiques',
  },
  guideTheft: { id: 'stand.guide_theft_insurance', defaultMessage: 'Vol et assurance' },
  guideUser: { id: 'stand.guide_user_guide', defaultMessage: 'Guide utilisateur' },
  guideFailed: {
    id: 'stand.guide_failed',
    defaultMessage: 'Le guide n’a pas pu être téléchargé. Réessayez dans un instant.',
  },
});

export const standMessages = {
  ...plainMessages,
  boothHeading: defineMessage<{ stand: string }>({
    id: 'stand.booth_heading',
    defaultMessage: 'Stand {stand}',
  }),
  surfaceValue: defineMessage<{ surface: number }>({
    id: 'stand.surface_value',
    defaultMessage: '{surface} m²',
  }),
  cornersValue: defineMessage<{ count: number }>({
    id: 'stand.corners_value',
    defaultMessage: '{count, plural, =0 {Aucun} one {# angle} other {# angles}}',
  }),
  timeline: defineMessage<{ event: string }>({
    id: 'stand.timeline',
    defaultMessage: 'Étapes de votre participation à {event}',
  }),
  guideFile: defineMessage<{ size: string; french: string }>({
    id: 'stand.guide_file',
    defaultMessage: 'PDF, {size}{french, select, true {, en français} other {}}',
  }),
  guideOpen: defineMessage<{ guide: string; file: string }>({
    id: 'stand.guide_open',
    defaultMessage: 'Télécharger : {guide} ({file})',
  }),
};

/** The event's floor plan (spec §4: reached once the 1st installment is paid). */
export const floorPlanMessages = {
  ...defineMessages({
    title: { id: 'stand.floor_plan_title', defaultMessage: 'Plan du salon' },
    locked: {
      id: 'stand.floor_plan_locked',
      defaultMessage: 'Le plan du salon s’ouvre au paiement de votre 1er acompte.',
    },
    none: {
      id: 'stand.floor_plan_none',
      defaultMessage: 'L’équipe commerciale publiera ici le plan du salon.',
    },
    interactive: {
      id: 'stand.floor_plan_interactive',
      defaultMessage: 'Ouvrir le plan interactif du salon',
    },
    failed: {
      id: 'stand.floor_plan_failed',
      defaultMessage: 'Le plan n’a pas pu être téléchargé. Réessayez dans un instant.',
    },
  }),
  yourStands: defineMessage<{ count: number; stands: string }>({
    id: 'stand.floor_plan_your_stands',
    defaultMessage:
      '{count, plural, =0 {Votre stand sera attribué prochainement} one {Votre stand : {stands}} other {Vos stands : {stands}}}',
  }),
  download: defineMessage<{ type: string; size: string }>({
    id: 'stand.floor_plan_download',
    defaultMessage: 'Télécharger le plan du salon ({type}, {size})',
  }),
};
