// Where the registration screens go (spec §2): the language of the route, and the confirmation
// pages with the address the verification email went to.
import type { Language, Role } from '@salon/domain';
import { toStatePaths } from '@salon/machines';
import { useParams } from 'react-router-dom';
import type { StateValue } from 'xstate';
import { DEFAULT_LANGUAGE, isLanguage, pathTo, type RouteName } from '../../kit/routing/paths';

/** The page's language, from the `{lang}` prefix (spec §2). */
export function useLanguage(): Language {
  const { lang } = useParams();
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

/** A machine's state value as the dotted leaf path its `xxxStates` list names. */
export function toStateValue(value: StateValue): string {
  return toStatePaths(value)[0] ?? '';
}

/**
 * A confirmation page with the email and the role in its query (confirm-register and
 * confirm-register-tmp, spec §2), so that it reads them even after a reload; the router state
 * carries the same.
 */
export function confirmationTarget(
  lang: Language,
  route: Extract<RouteName, 'confirmRegister' | 'confirmRegisterTmp'>,
  done: { email: string; role: Role },
): string {
  return `${pathTo(lang, route)}?${new URLSearchParams({ email: done.email, role: done.role })}`;
}
