// The session area (spec §7; docs/security.md): get-token, refresh-token, login and logout, one
// encapsulated plugin; the portal's refresh token travels in an HttpOnly cookie.
import { API_BASE_PATH, SESSION_HINT_COOKIE, endpoints } from '@salon/domain';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { registerEndpoints } from '../../core/endpoints/register';
import type { Handlers } from '../../core/endpoints/types';
import type { ClientRow } from '../../infra/db/rows';
import { fail } from '../../infra/errors';
import type { SessionConfig } from './config';
import { issueClientToken, login, logout, refresh } from './tokens';
import type { IssuedTokens } from './tokens';

type SessionContext = AppContext<SessionConfig>;

/** The portal's refresh token: HttpOnly, SameSite=Strict, sent only to the refresh call. */
export const REFRESH_COOKIE = 'salon_refresh';
const REFRESH_PATH = `${API_BASE_PATH}${endpoints.refreshToken.path}`;

function setRefreshCookie(ctx: SessionContext, reply: FastifyReply, token: string): void {
  reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: ctx.config.production,
    path: REFRESH_PATH,
    maxAge: ctx.config.ttl.refresh,
  });
  // Readable by the page, no secret in it: 'a session may be restored here' (SESSION_HINT_COOKIE).
  reply.setCookie(SESSION_HINT_COOKIE, '1', {
    httpOnly: false,
    sameSite: 'strict',
    secure: ctx.config.production,
    path: '/',
    maxAge: ctx.config.ttl.refresh,
  });
}

function clearRefreshCookie(ctx: SessionContext, reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, {
    httpOnly: true,
    sameSite: 'strict',
    secure: ctx.config.production,
    path: REFRESH_PATH,
  });
  reply.clearCookie(SESSION_HINT_COOKIE, {
    sameSite: 'strict',
    secure: ctx.config.production,
    path: '/',
  });
}

/**
 * The tokens as the client may see them: a cookie client (the portal) gets its refresh token in
 * the cookie only, never in the body (docs/security.md).
 */
function deliverTokens(
  ctx: SessionContext,
  reply: FastifyReply,
  client: ClientRow,
  issued: IssuedTokens,
) {
  const { refresh_token: refreshToken, ...rest } = issued;
  if (client.refreshInCookie) {
    setRefreshCookie(ctx, reply, refreshToken);
    return rest;
  }
  return issued;
}

function cookieToken(request: FastifyRequest): string | null {
  const value = request.cookies[REFRESH_COOKIE];
  return typeof value === 'string' && value !== '' ? value : null;
}

function sessionHandlers(
  ctx: SessionContext,
): Pick<Handlers, 'getToken' | 'refreshToken' | 'login' | 'logout'> {
  return {
    getToken: ({ body }) => issueClientToken(ctx, body.client_id, body.client_secret),

    async refreshToken({ body, request, reply }) {
      // The portal's refresh token comes from its cookie; other clients send it in the form.
      const token = cookieToken(request) ?? body.refresh_token ?? null;
      const outcome = await refresh(ctx, body, token);
      if (!outcome.ok) {
        clearRefreshCookie(ctx, reply);
        throw fail.tokenInvalid();
      }
      return deliverTokens(ctx, reply, outcome.client, outcome.tokens);
    },

    async login({ body, reply }) {
      const session = await login(ctx, body);
      return {
        user: session.user,
        tokens: deliverTokens(ctx, reply, session.client, session.tokens),
      };
    },

    async logout({ caller, reply }) {
      await logout(ctx, caller);
      clearRefreshCookie(ctx, reply);
      return { success: true as const };
    },
  };
}

export const sessionPlugin: FastifyPluginAsync<{ ctx: SessionContext }> = async (app, { ctx }) => {
  registerEndpoints(app, ctx, sessionHandlers(ctx));
};
