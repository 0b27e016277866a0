import { describe, expect, it } from 'vitest';
import { badgeSelectionSchema } from '../schemas/badges';
import {
  MAX_BADGES_PER_FILE,
  VISITOR_CATEGORY,
  badgeCategoryOf,
  badgeGroupOf,
  groupBadges,
  invitationCategories,
} from './badges';
import { campaignFeatureAccess } from './features';

describe('badge lists of spec §2 pro/badges (staff badges, buyer invitations, agent invitations)', () => {
  it('sorts a member by its registration category', () => {
    const groups = {
      Exposant: 'staff',
      'Acheteur invité': 'buyer',
      Agent: 'agent',
      'Visiteur professionnel': 'visitor',
      Stagiaire: 'staff',
    };
    for (const [category, group] of Object.entries(groups)) {
      expect(badgeGroupOf(category), category).toBe(group);
    }
  });

  it('gives an invitee the category of its invitation, read back in the same list', () => {
    expect(badgeGroupOf(invitationCategories.buyer)).toBe('buyer');
    expect(badgeGroupOf(invitationCategories.agent)).toBe('agent');
  });

  it('names the known categories in the reader’s language, any other as the CRM writes it (spec §3 campaign member)', () => {
    expect(badgeCategoryOf('Exposant')).toBe('exhibitor');
    expect(badgeCategoryOf(' exhibitor ')).toBe('exhibitor');
    expect(badgeCategoryOf(invitationCategories.buyer)).toBe('buyer');
    expect(badgeCategoryOf('ACHETEUR INVITÉ')).toBe('buyer');
    expect(badgeCategoryOf(invitationCategories.agent)).toBe('agent');
    expect(badgeCategoryOf(VISITOR_CATEGORY)).toBe('visitor');
    expect(badgeCategoryOf('Stagiaire')).toBeNull();
    expect(badgeCategoryOf('Acheteur')).toBeNull();
  });

  it('groups a campaign’s members keeping their order', () => {
    const members = [
      { name: 'A', categorie_inscription: 'Exposant' },
      { name: 'B', categorie_inscription: 'Agent' },
      { name: 'C', categorie_inscription: 'Exposant' },
    ];
    const groups = groupBadges(members);
    expect(groups.staff.map((m) => m.name)).toEqual(['A', 'C']);
    expect(groups.agent.map((m) => m.name)).toEqual(['B']);
    expect(groups.buyer).toEqual([]);
  });

  it('takes one to MAX_BADGES_PER_FILE badges in one file (spec §2 campaign badges modal)', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `m${i}`);
    expect(badgeSelectionSchema.safeParse({ cid: 'c', ids: ids(2) }).success).toBe(true);
    expect(badgeSelectionSchema.safeParse({ cid: 'c', ids: [] }).success).toBe(false);
    expect(
      badgeSelectionSchema.safeParse({ cid: 'c', ids: ids(MAX_BADGES_PER_FILE + 1) }).success,
    ).toBe(false);
  });
});

describe('badges and invitations locked per event until its 1st installment is paid (spec §4, §6)', () => {
  const opportunities = [
    { id: 'paid', etape: 'Acompte perçu', campaign_id: 'spring' },
    { id: 'due', etape: 'DP Signée', campaign_id: 'autumn' },
  ];
  it('unlocks the event whose registration paid its 1st installment', () => {
    expect(campaignFeatureAccess('spring', opportunities).badges).toBe(true);
  });
  it('keeps another event locked', () => {
    expect(campaignFeatureAccess('autumn', opportunities).badges).toBe(false);
    expect(campaignFeatureAccess('autumn', opportunities).buyerInvitations).toBe(false);
  });
  it('counts a paid 1st installment payment of that event', () => {
    expect(
      campaignFeatureAccess('autumn', opportunities, [
        { opportunity_id: 'due', kind: 'acompte1', status: 'paid' },
      ]).badges,
    ).toBe(true);
  });
});
