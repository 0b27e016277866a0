// Badges and invitations (spec §2 pro/badges 'staff badges, buyer invitations, agent invitations,
// download badges per event'; spec §3 campaign member: name, categorie_inscription, badge_url).
// A member's registration category (a wire value) says which list of the page shows it.
import type { CampaignMember } from '../schemas/campaign';

/** The lists of the badges page, in the order it shows them. */
export const badgeGroups = ['staff', 'buyer', 'agent', 'visitor'] as const;
export type BadgeGroup = (typeof badgeGroups)[number];

/** The invitations an exhibitor sends through the ticketing platform (spec §2). */
export const invitationKinds = ['buyer', 'agent'] as const;
export type InvitationKind = (typeof invitationKinds)[number];

/**
 * The registration category (wire value of `categorie_inscription`) an invitee registered through
 * the ticketing platform gets, by invitation kind.
 */
export const invitationCategories: Readonly<Record<InvitationKind, string>> = {
  buyer: 'Acheteur invité',
  agent: 'Agent',
};

/** The visitor's own category (spec §1: visitors, role visiteur). */
export const VISITOR_CATEGORY = 'Visiteur professionnel';

/**
 * Which list a member belongs to. The categories come from the CRM as written there: buyers and
 * agents are the invitations (spec §2), a visitor's category is the visitor's own badge, any other
 * category of the company is staff (spec §2 'staff badges'; the spec lists no other one).
 */
export function badgeGroupOf(categorie: string): BadgeGroup {
  const value = categorie.trim().toLocaleLowerCase('fr');
  if (value.startsWith('acheteur') || value.startsWith('buyer')) return 'buyer';
  if (value.startsWith('agent')) return 'agent';
  if (value.startsWith('visiteur') || value.startsWith('visitor')) return 'visitor';
  return 'staff';
}

/** The registration categories the portal names in the reader's language (spec §3 campaign member). */
export const badgeCategories = ['exhibitor', 'buyer', 'agent', 'visitor'] as const;
export type BadgeCategory = (typeof badgeCategories)[number];

/**
 * The known category behind a CRM value, to be named in the reader's language; null for any
 * other value, which is shown as the CRM writes it. The spec lists no categories (spec §3: a
 * string); these are the ones the portal itself gives (invitations, the visitor's own badge) and
 * the exhibitor's staff (`Exposant`), in French or English.
 */
export function badgeCategoryOf(categorie: string): BadgeCategory | null {
  const value = categorie.trim().toLocaleLowerCase('fr');
  if (value === 'exposant' || value === 'exhibitor') return 'exhibitor';
  if (value === invitationCategories.buyer.toLocaleLowerCase('fr') || value === 'invited buyer')
    return 'buyer';
  if (value === invitationCategories.agent.toLocaleLowerCase('fr')) return 'agent';
  if (value === VISITOR_CATEGORY.toLocaleLowerCase('fr') || value === 'trade visitor')
    return 'visitor';
  return null;
}

/** The members of a campaign by list, each list in the order given (the API sorts by name). */
export function groupBadges<M extends Pick<CampaignMember, 'categorie_inscription'>>(
  members: readonly M[],
): Record<BadgeGroup, M[]> {
  const groups: Record<BadgeGroup, M[]> = { staff: [], buyer: [], agent: [], visitor: [] };
  for (const member of members) groups[badgeGroupOf(member.categorie_inscription)].push(member);
  return groups;
}

/**
 * At most this many badges in one file (spec §2 'campaign badges (list with selection and
 * download)'): a company's staff and invitees of one show fit; a bigger request is refused (2201)
 * rather than making a PDF the server takes long to draw.
 */
export const MAX_BADGES_PER_FILE = 100;
