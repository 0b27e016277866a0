// Signed codes of badges and invitations (spec §2 pro/badges): `<kind>.<payload>.<signature>`,
// the payload a base64url JSON array, the signature HMAC-SHA256 (hex) of `<kind>.<payload>` with
// BADGE_SECRET (src/core/ticketing/config.ts). The kind is signed too, so a badge code never passes for
// an invitation code. A code changed by one character no longer verifies (compared in constant
// time); it carries no secret, only identifiers, so reading it reveals nothing more than the badge.
import type { InvitationKind } from '@salon/domain';
import { invitationKinds } from '@salon/domain';
import { hmacSha256, safeEqual } from '../../infra/crypto';

const BADGE = 'SB1';
const INVITATION = 'SI1';

function sign(secret: string, kind: string, values: readonly string[]): string {
  const payload = Buffer.from(JSON.stringify(values), 'utf8').toString('base64url');
  return `${kind}.${payload}.${hmacSha256(secret, `${kind}.${payload}`)}`;
}

function verify(secret: string, kind: string, code: string, length: number): string[] | null {
  const match = /^([A-Z0-9]{2,8})\.([A-Za-z0-9_-]{1,400})\.([0-9a-f]{64})$/.exec(code.trim());
  if (!match || match[1] !== kind) return null;
  const payload = match[2]!;
  if (!safeEqual(hmacSha256(secret, `${kind}.${payload}`), match[3]!)) return null;
  try {
    const values: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (!Array.isArray(values) || values.length !== length) return null;
    if (!values.every((value) => typeof value === 'string' && value.length > 0)) return null;
    return values as string[];
  } catch {
    return null;
  }
}

export interface BadgeCode {
  memberId: string;
  campaignId: string;
}

/** The code in a badge's QR code, read by the entrance scanners. */
export function badgeCode(secret: string, badge: BadgeCode): string {
  return sign(secret, BADGE, [badge.memberId, badge.campaignId]);
}

export function verifyBadgeCode(secret: string, code: string): BadgeCode | null {
  const values = verify(secret, BADGE, code, 2);
  return values ? { memberId: values[0]!, campaignId: values[1]! } : null;
}

export interface InvitationCode {
  accountId: string;
  campaignId: string;
  kind: InvitationKind;
}

/** The code an invitation link carries: this exhibitor, this event, buyer or agent. */
export function invitationCode(secret: string, invitation: InvitationCode): string {
  return sign(secret, INVITATION, [invitation.accountId, invitation.campaignId, invitation.kind]);
}

export function verifyInvitationCode(secret: string, code: string): InvitationCode | null {
  const values = verify(secret, INVITATION, code, 3);
  if (!values) return null;
  const kind = values[2] as InvitationKind;
  if (!invitationKinds.includes(kind)) return null;
  return { accountId: values[0]!, campaignId: values[1]!, kind };
}
