import type { Language, Role } from '@salon/domain';
import { useParams } from 'react-router-dom';
import { DEFAULT_LANGUAGE, isLanguage, pathTo, type RouteName } from '../../../kit/routing/paths';

/** The language of the current route (`/{lang}/...`, spec §2), French when absent. */
export function useLanguage(): Language {
  const { lang } = useParams();
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

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
