// Where the registration screens go (spec §2): the confirmation pages with the address the
// verification email went to.
import type { Language, Role } from '@salon/domain';
import { pathTo, type RouteName } from '../../kit/routing/paths';

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
