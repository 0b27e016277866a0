// The ticketing platform (spec §2 pro/badges 'redirects to a ticketing platform') and the key that
// signs badge and invitation codes, shared by the badges area (which issues and checks the codes)
// and the ticketing area (the built-in page that takes an invitation). TICKETING_URL is the
// platform's registration page; without it the API serves its own (src/areas/ticketing/page.ts),
// as the sandbox stands in for the card provider. BADGE_SECRET signs the codes (HMAC-SHA256,
// ./codes.ts): the entrance scanners and an
// external platform verify with the same key. Outside production a missing key is drawn at start:
// codes of a previous run no longer verify, which a development run can live with.
import { randomBytes } from 'node:crypto';
import { int } from '../../infra/config/env';
import type { Env } from '../../infra/config/env';

/**
 * Registrations one invitation link (an exhibitor's buyer or agent link for a show) takes on the
 * built-in page, confirmed or awaiting confirmation, by default (docs/security.md "The built-in
 * ticketing page"): the demo's exhibitors invite a few dozen buyers; TICKETING_INVITATION_CAP
 * sets it.
 */
export const DEFAULT_INVITATION_CAP = 50;

export interface TicketingConfig {
  /** The platform's registration page, or null for the built-in one at `{API}/ticketing`. */
  url: string | null;
  secret: string;
  /** Registrations per invitation link on the built-in page (TICKETING_INVITATION_CAP). */
  invitationCap: number;
}

/** The configuration fragment of the areas that read it (`AppContext<TicketingSettings>`). */
export interface TicketingSettings {
  ticketing: TicketingConfig;
}

export function ticketingConfig(
  env: Env,
  production: boolean,
  problems: string[],
): TicketingConfig {
  let url: string | null = null;
  const raw = env.TICKETING_URL;
  if (raw) {
    try {
      const parsed = new URL(raw);
      if (!['http:', 'https:'].includes(parsed.protocol)) throw new Error('protocol');
      if (production && parsed.protocol !== 'https:') throw new Error('https');
      url = raw;
    } catch {
      problems.push(
        `TICKETING_URL must be an absolute http(s) URL, https in production (got '${raw}')`,
      );
    }
  }
  const secret = env.BADGE_SECRET ?? '';
  if (secret && secret.length < 32) problems.push('BADGE_SECRET must be at least 32 characters');
  if (!secret && production) problems.push('BADGE_SECRET is required in production');
  return {
    url,
    secret: secret || randomBytes(32).toString('base64url'),
    invitationCap: int(env, 'TICKETING_INVITATION_CAP', DEFAULT_INVITATION_CAP, problems, 1),
  };
}
