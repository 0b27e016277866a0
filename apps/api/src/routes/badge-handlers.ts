// Badges and invitations (spec §2 pro/badges, me/badges, campaign badges modal).
import type { AppContext } from '../context';
import { renderBadgesPdf } from '../pdf/badge-pdf';
import type { BadgeToPrint } from '../pdf/badge-pdf';
import { badgesToPrint, checkBadge, invitationsOf } from '../services/badges';
import { signedIn } from './types';
import type { BinaryResult, Handlers } from './types';

type BadgeNames = 'badgePdf' | 'badgesPdf' | 'invitations' | 'operatorBadgeCheck';

/** A file name of plain letters, digits and dashes (the Content-Disposition header is ASCII). */
function fileName(badges: readonly BadgeToPrint[], language: string): string {
  const base = badges.length === 1 ? badges[0]!.name : `${badges[0]!.event} ${badges.length}`;
  const slug = base
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()
    .slice(0, 60);
  return `badge-${slug || language}.pdf`;
}

async function pdfOf(badges: BadgeToPrint[], language: string): Promise<BinaryResult> {
  return {
    contentType: 'application/pdf',
    filename: fileName(badges, language),
    body: await renderBadgesPdf(badges, language),
  };
}

export function badgeHandlers(ctx: AppContext): Pick<Handlers, BadgeNames> {
  return {
    async badgePdf({ caller, params }) {
      const user = signedIn(caller);
      return pdfOf(await badgesToPrint(ctx, user, [params.id], null), user.langue);
    },
    async badgesPdf({ caller, body }) {
      const user = signedIn(caller);
      return pdfOf(await badgesToPrint(ctx, user, body.ids, body.cid), user.langue);
    },
    invitations: ({ caller, params }) => invitationsOf(ctx, signedIn(caller), params.cid),
    operatorBadgeCheck: ({ params }) => checkBadge(ctx, params.code),
  };
}
