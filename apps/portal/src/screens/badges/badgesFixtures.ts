// Story data of the badges pages (spec §2 pro/badges, me/badges): the exhibitor's members of one
// show, its invitations, and the texts the stories' checks read in each language.
import type { CampaignMember, Invitation } from '@salon/domain';
import { autumnCampaign, springCampaign } from '@salon/domain/fixtures';
import type { BadgesEvent } from './BadgesView';

export const events: BadgesEvent = {
  campaigns: [springCampaign, autumnCampaign],
  selected: springCampaign,
};

export const exhibitorMembers: CampaignMember[] = [
  { id: 'm-claire', name: 'Claire Martin', categorie_inscription: 'Exposant', badge_url: null },
  { id: 'm-ines', name: 'Inès Robert', categorie_inscription: 'Exposant', badge_url: null },
  { id: 'm-marc', name: 'Marc Dubois', categorie_inscription: 'Acheteur invité', badge_url: null },
  { id: 'm-sud', name: 'Agence Sud Mode', categorie_inscription: 'Agent', badge_url: null },
];

export const visitorMembers: CampaignMember[] = [
  {
    id: 'm-hugo',
    name: 'Hugo Bernard',
    categorie_inscription: 'Visiteur professionnel',
    badge_url: null,
  },
];

const ticketing = 'https://api.salon.test/ticketing';
export const invitations: Invitation[] = [
  { kind: 'buyer', url: `${ticketing}?code=SI1.buyer&lang=fr`, used: 1 },
  { kind: 'agent', url: `${ticketing}?code=SI1.agent&lang=fr`, used: 0 },
];

/** What the stories' checks read, per language. */
export const texts = {
  fr: {
    proTitle: 'Badges et invitations',
    guestTitle: 'Mes badges',
    loading: 'Chargement de vos badges…',
    failed: 'Vos badges n’ont pas pu se charger',
    retry: 'Réessayer',
    noEvents: 'Aucun salon pour le moment',
    locked: 'Badges et invitations verrouillés',
    lockedAction: 'Régler mon 1er acompte',
    eventLoading: 'Chargement des badges du salon…',
    empty: 'Aucun badge pour ce salon',
    staff: 'Badges de l’équipe',
    buyer: 'Invitations acheteurs',
    download: (name: string) => `Télécharger le badge de ${name}`,
    downloadFailed: 'Le badge n’a pas pu être téléchargé. Réessayez dans un instant.',
    choose: 'Choisir les badges à télécharger',
    inviteBuyers: 'Inviter des acheteurs',
    used: '1 invitation utilisée',
    event: 'Salon',
    modalTitle: 'Badges du salon Salon Printemps 2026',
    all: 'Tout sélectionner',
    modalDownload: 'Télécharger la sélection (un fichier PDF)',
    modalFailed: 'Les badges n’ont pas pu être téléchargés. Réessayez dans un instant.',
    modalDone: 'Vos badges sont téléchargés.',
    none: 'Sélectionnez au moins un badge à télécharger.',
    selected: (count: number) => `${count} badges sélectionnés`,
    exhibitor: 'Exposant',
    invitedBuyer: 'Acheteur invité',
    tradeVisitor: 'Visiteur professionnel',
  },
  en: {
    proTitle: 'Badges and invitations',
    guestTitle: 'My badges',
    loading: 'Loading your badges…',
    failed: 'Your badges could not load',
    retry: 'Try again',
    noEvents: 'No show for the moment',
    locked: 'Badges and invitations locked',
    lockedAction: 'Pay my 1st installment',
    eventLoading: 'Loading the show’s badges…',
    empty: 'No badge for this show',
    staff: 'Team badges',
    buyer: 'Buyer invitations',
    download: (name: string) => `Download the badge of ${name}`,
    downloadFailed: 'The badge could not be downloaded. Try again in a moment.',
    choose: 'Choose the badges to download',
    inviteBuyers: 'Invite buyers',
    used: '1 invitation used',
    event: 'Show',
    modalTitle: 'Badges of the show Salon Printemps 2026',
    all: 'Select all',
    modalDownload: 'Download the selection (one PDF file)',
    modalFailed: 'The badges could not be downloaded. Try again in a moment.',
    modalDone: 'Your badges are downloaded.',
    none: 'Select at least one badge to download.',
    selected: (count: number) => `${count} badges selected`,
    exhibitor: 'Exhibitor',
    invitedBuyer: 'Invited buyer',
    tradeVisitor: 'Trade visitor',
  },
} as const;
export type Lang = keyof typeof texts;
