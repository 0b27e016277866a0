import type { Language, Role } from '@salon/domain';
import { isPortalPath, pathTo, redirectTarget, type RouteName } from '../../../kit/routing/paths';

/** A role from a query value (`role=exposant|visiteur`, the wire names of spec §6); else null. */
export function roleFrom(value: string | null | undefined): Role | null {
  return value === 'exposant' || value === 'visiteur' ? value : null;
}

/** The login area of each role (spec §2: pro/login for exhibitors, guest/login for visitors). */
export const loginRouteOf = {
  exposant: 'proLogin',
  visiteur: 'guestLogin',
} as const satisfies Record<Role, RouteName>;

/** The registration of each role (spec §2: pro/register and guest/register, the same screen). */
export const registerRouteOf = {
  exposant: 'proRegister',
  visiteur: 'guestRegister',
} as const satisfies Record<Role, RouteName>;

/** A path with a query; empty values are left out. */
export function withQuery(path: string, query: Record<string, string | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined && value !== '') params.set(key, value);
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The login page of a role, optionally with the email to prefill (spec §2 login query). */
export function loginPath(lang: Language, role: Role, email?: string | null): string {
  return withQuery(pathTo(lang, loginRouteOf[role]), { email });
}

/** The forgot-password page, told which login area the user came from. */
export function forgotPasswordPath(lang: Language, role: Role): string {
  return withQuery(pathTo(lang, 'forgotPassword'), { role });
}

/**
 * Where a verified address goes (spec §4 email verification, then the login): the page the link
 * names (`redirect`, the login page a resend was given, spec §7 redirect_url), a path of this
 * portal only, with the address to prefill; else the login page of the account's role.
 */
export function afterVerificationPath(
  lang: Language,
  role: Role,
  email: string | null | undefined,
  redirect: string | null,
): string {
  if (!isPortalPath(redirect)) return loginPath(lang, role, email);
  const target = new URL(redirectTarget(redirect, lang), 'http://portal.invalid');
  if (email) target.searchParams.set('email', email);
  return `${target.pathname}${target.search}`;
}
