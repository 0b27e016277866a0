// The badges area, one encapsulated plugin: badges as PDF and invitation links (spec §2 pro/badges,
// me/badges, campaign badges modal), and the entrance scanners' check of a badge code (an added
// call behind the operator key).
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoints } from '../../core/endpoints/register';
import { signedIn } from '../../core/endpoints/types';
import type { BinaryResult, Handlers } from '../../core/endpoints/types';
import { renderBadgesPdf } from './badge-pdf';
import type { BadgeToPrint } from './badge-pdf';
import { badgesToPrint, checkBadge, invitationsOf } from './badges';
import type { BadgesContext } from './badges';

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

function badgeHandlers(ctx: BadgesContext): Pick<Handlers, BadgeNames> {
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

export const badgesPlugin: FastifyPluginAsync<{ ctx: BadgesContext }> = async (app, { ctx }) => {
  registerEndpoints(app, ctx, badgeHandlers(ctx));
};
