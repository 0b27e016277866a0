import type { Language, LockedFeature, User } from '@salon/domain';
import { AppShell } from '@salon/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { pathTo } from '../kit/routing/paths';
import { LanguageSwitchLinks } from './LanguageSwitchLinks';
import { layoutMessages } from './messages';
import { buildMenu } from './menu';
import { footerLinks } from '../kit/routing/links';

export interface AuthenticatedFrameProps {
  lang: Language;
  user: User;
  /** The show's website (top bar link, legal pages). */
  siteUrl: string;
  /** The current path, to mark the current menu entry. */
  pathname: string;
  /** Which locked features the exhibitor reaches (spec §4, §6); unknown while loading. */
  featureAccess?: Partial<Record<LockedFeature, boolean>>;
  onLogout: () => void;
  /** Forces the small-screen or the wide layout (stories); otherwise it follows the width. */
  layout?: 'compact' | 'wide';
  children: ReactNode;
}

/**
 * The authenticated layout of spec §2: the side menu of the user's role (permanent from 600 px, a
 * drawer below), the top bar with the first and last name, the account (company) name, logout, a
 * link to the show website and the Fr/En switch; the footer's legal links. The page renders no
 * `<main>`: it is here.
 */
export function AuthenticatedFrame({
  lang,
  user,
  siteUrl,
  pathname,
  featureAccess,
  onLogout,
  layout,
  children,
}: AuthenticatedFrameProps) {
  const intl = useIntl();
  return (
    <AppShell
      homeHref={pathTo(lang, 'dashboard')}
      user={{
        firstName: user.contact.firstname,
        lastName: user.contact.lastname,
        accountName: user.account?.name,
      }}
      websiteLink={{
        href: siteUrl,
        label: intl.formatMessage(layoutMessages.showWebsite),
      }}
      onLogout={onLogout}
      logoutLabel={intl.formatMessage(layoutMessages.logout)}
      menu={buildMenu({ role: user.role, lang, pathname, intl, featureAccess })}
      languageSwitch={<LanguageSwitchLinks />}
      footerLinks={footerLinks(lang, siteUrl, intl)}
      layout={layout}
    >
      {children}
    </AppShell>
  );
}
