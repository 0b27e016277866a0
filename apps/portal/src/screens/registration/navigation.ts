// Where the registration screens go (spec §2): the confirmation pages with the address the
// verification email went to; and the contact's language the containers set from the page.
import type { Language, Role } from '@salon/domain';
import { useEffect } from 'react';
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

/**
 * The contact's language is the page's (spec §3 Contact language) once the form that holds it is
 * open (`isOpen`), unless the contact has one already (the CRM's, or the Matter and Shape form's).
 */
export function useContactLanguage(
  isOpen: boolean,
  contact: { langue: string },
  lang: Language,
  send: (event: { type: 'EDIT_CONTACT'; patch: { langue: Language } }) => void,
): void {
  const needsLanguage = isOpen && contact.langue === '';
  useEffect(() => {
    if (needsLanguage) send({ type: 'EDIT_CONTACT', patch: { langue: lang } });
  }, [needsLanguage, lang, send]);
}
