// The calls the session and the login make (spec §4 Session, §7): the client token, the refresh,
// login and logout, the signed-in user, the verification of an email link on the login page. The
// portal's API client holds these with its entry (the login route), and loads the rest of the
// table when a route first calls it (docs/performance.md "Login route size").
import { okSchema } from '../schemas/common';
import {
  clientTokenSchema,
  getTokenRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  refreshTokenRequestSchema,
  tokensSchema,
  userSchema,
  verifyEmailRequestSchema,
  verifyEmailResponseSchema,
} from '../schemas/contact';
import type { EndpointDefinition } from './definition';

export const sessionEndpoints = {
  getToken: {
    method: 'POST',
    path: '/get-token',
    auth: 'none',
    body: 'form',
    request: getTokenRequestSchema,
    response: clientTokenSchema,
  },
  refreshToken: {
    method: 'POST',
    path: '/refresh-token',
    auth: 'none',
    body: 'form',
    request: refreshTokenRequestSchema,
    response: tokensSchema,
  },
  verifyEmail: {
    method: 'POST',
    path: '/verified-email',
    auth: 'client',
    request: verifyEmailRequestSchema,
    response: verifyEmailResponseSchema,
    rateLimited: true,
  },
  login: {
    method: 'POST',
    path: '/login',
    auth: 'none',
    request: loginRequestSchema,
    response: loginResponseSchema,
    rateLimited: true,
  },
  logout: { method: 'POST', path: '/logout', auth: 'user', response: okSchema },
  me: { method: 'GET', path: '/me', auth: 'user', response: userSchema },
} as const satisfies Record<string, EndpointDefinition>;
