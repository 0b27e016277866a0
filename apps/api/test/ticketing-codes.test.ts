// Signed badge and invitation codes (spec §2 pro/badges: a QR code the entrance scanners verify, an
// invitation code the ticketing platform verifies) and their configuration.
import { describe, expect, it } from 'vitest';
import {
  badgeCode,
  invitationCode,
  verifyBadgeCode,
  verifyInvitationCode,
} from '../src/core/ticketing/codes';
import { DEFAULT_INVITATION_CAP, ticketingConfig } from '../src/core/ticketing/config';

const KEY = 'k'.repeat(32);
const badge = { memberId: 'member-1', campaignId: 'camp-printemps' };
const invitation = { accountId: 'acc-1', campaignId: 'camp-printemps', kind: 'buyer' as const };

describe('badge and invitation codes (spec §2)', () => {
  it('verifies a code signed with the key and gives back what it names', () => {
    expect(verifyBadgeCode(KEY, badgeCode(KEY, badge))).toEqual(badge);
    expect(verifyInvitationCode(KEY, invitationCode(KEY, invitation))).toEqual(invitation);
  });

  it('refuses a code signed with another key, or changed anywhere', () => {
    expect(verifyBadgeCode(KEY, badgeCode('x'.repeat(32), badge))).toBeNull();
    const code = invitationCode(KEY, invitation);
    const [kind, , signature] = code.split('.');
    const otherAccount = Buffer.from(JSON.stringify(['acc-2', 'camp-printemps', 'buyer'])).toString(
      'base64url',
    );
    expect(verifyInvitationCode(KEY, `${kind}.${otherAccount}.${signature}`)).toBeNull();
    expect(verifyInvitationCode(KEY, `${code}0`)).toBeNull();
    expect(verifyInvitationCode(KEY, '')).toBeNull();
  });

  it('never takes a badge code for an invitation code or the reverse (the kind is signed)', () => {
    expect(verifyInvitationCode(KEY, badgeCode(KEY, badge))).toBeNull();
    expect(verifyBadgeCode(KEY, invitationCode(KEY, invitation))).toBeNull();
  });
});

describe('ticketing configuration (docs/api.md "Badges and invitations")', () => {
  it('uses the built-in page and a drawn key outside production', () => {
    const problems: string[] = [];
    const config = ticketingConfig({}, false, problems);
    expect(config.url).toBeNull();
    expect(config.secret.length).toBeGreaterThanOrEqual(32);
    expect(problems).toEqual([]);
  });

  it('requires BADGE_SECRET in production and refuses a short key or a bad address', () => {
    const problems: string[] = [];
    ticketingConfig({}, true, problems);
    ticketingConfig({ BADGE_SECRET: 'short', TICKETING_URL: 'ftp://x' }, false, problems);
    ticketingConfig({ BADGE_SECRET: KEY, TICKETING_URL: 'http://tickets.example' }, true, problems);
    expect(problems).toEqual([
      'BADGE_SECRET is required in production',
      "TICKETING_URL must be an absolute http(s) URL, https in production (got 'ftp://x')",
      'BADGE_SECRET must be at least 32 characters',
      "TICKETING_URL must be an absolute http(s) URL, https in production (got 'http://tickets.example')",
    ]);
    expect(
      ticketingConfig({ BADGE_SECRET: KEY, TICKETING_URL: 'https://tickets.example/r' }, true, []),
    ).toEqual({
      url: 'https://tickets.example/r',
      secret: KEY,
      invitationCap: DEFAULT_INVITATION_CAP,
    });
  });
});
