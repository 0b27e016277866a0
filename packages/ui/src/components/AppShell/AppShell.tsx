import { useRef, useState, type ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { useUi } from '../../i18n/UiProvider';
import { cx } from '../../lib/cx';
import { Button } from '../Button/Button';
import { MenuIcon } from '../Icon/icons';
import { TextLink } from '../Link/Link';
import { Drawer } from '../Modal/Modal';
import * as styles from './AppShell.css';
import { Footer, HomeLogo, type FooterLink } from './PublicLayout';
import { SideMenu, type MenuItem } from './SideMenu';
import { useIsCompact } from './useIsCompact';

export interface ShellUser {
  firstName: string;
  lastName: string;
  /** The company's account name. */
  accountName?: string;
}

function UserBlock({ user }: { user: ShellUser }) {
  return (
    <div className={styles.userBlock}>
      <span className={styles.userName}>
        {user.firstName} {user.lastName}
      </span>
      {user.accountName ? <span className={styles.accountName}>{user.accountName}</span> : null}
    </div>
  );
}

export interface AppShellProps {
  /** Where the logo leads (the dashboard). */
  homeHref: string;
  /** Shown in the top bar (spec §2: first and last name, account name). */
  user: ShellUser;
  /** The show website, opened in a new window (spec §2). */
  websiteLink?: { href: string; label: string };
  /** Logs out; its label defaults to "Se déconnecter" / "Log out". */
  onLogout: () => void;
  logoutLabel?: string;
  /** The exhibitor or guest menu (spec §2). */
  menu: MenuItem[];
  /** The Fr/En switch (`LanguageSwitch`). */
  languageSwitch?: ReactNode;
  /** The global alerts region (`GlobalAlerts`), above the content. */
  alerts?: ReactNode;
  footerLinks: FooterLink[];
  children: ReactNode;
  /** Force the layout (otherwise it follows the shell's width, 600 px). */
  layout?: 'compact' | 'wide';
}

/**
 * The authenticated layout of spec §2: top bar (name, account, link to the show website, logout),
 * side menu permanent from medium screens (600 px) and a drawer below, content up to 1200 px, the
 * footer with the legal links. A skip link leads to the content.
 */
export function AppShell({
  homeHref,
  user,
  websiteLink,
  onLogout,
  logoutLabel,
  menu,
  languageSwitch,
  alerts,
  footerLinks,
  children,
  layout,
}: AppShellProps) {
  const { messages } = useUi();
  const ref = useRef<HTMLDivElement>(null);
  const measuredCompact = useIsCompact(ref);
  const isCompact = layout ? layout === 'compact' : measuredCompact;
  const [isMenuOpen, setMenuOpen] = useState(false);
  const logout = logoutLabel ?? messages.logout;

  return (
    <div ref={ref} className={styles.shell} data-layout={isCompact ? 'compact' : 'wide'}>
      <a href="#salon-main" className={styles.skipLink}>
        {messages.skipToContent}
      </a>
      <header className={cx(styles.topBar, isCompact && styles.topBarCompact)}>
        {isCompact ? (
          <AriaButton
            className={styles.menuButton}
            aria-expanded={isMenuOpen}
            onPress={() => setMenuOpen(true)}
          >
            <MenuIcon />
            {messages.menu}
          </AriaButton>
        ) : null}
        <HomeLogo href={homeHref} />
        <div className={styles.spacer} />
        {isCompact ? (
          languageSwitch
        ) : (
          <div className={styles.topActions}>
            {websiteLink ? (
              <TextLink href={websiteLink.href} isExternal>
                {websiteLink.label}
              </TextLink>
            ) : null}
            {languageSwitch}
            <UserBlock user={user} />
            <Button variant="secondary" size="small" onPress={onLogout}>
              {logout}
            </Button>
          </div>
        )}
      </header>

      <div className={styles.body}>
        {isCompact ? null : (
          <aside className={styles.sideMenu}>
            <SideMenu items={menu} />
          </aside>
        )}
        <main
          id="salon-main"
          tabIndex={-1}
          className={cx(styles.main, isCompact && styles.mainCompact)}
        >
          {alerts ? <div className={styles.alerts}>{alerts}</div> : null}
          <div className={styles.content}>{children}</div>
        </main>
      </div>

      <Footer links={footerLinks} />

      {isCompact ? (
        <Drawer
          placement="left"
          title={messages.menu}
          isOpen={isMenuOpen}
          onOpenChange={setMenuOpen}
        >
          <div className={styles.drawerUser}>
            <UserBlock user={user} />
            {websiteLink ? (
              <TextLink href={websiteLink.href} isExternal>
                {websiteLink.label}
              </TextLink>
            ) : null}
            <Button variant="secondary" size="small" onPress={onLogout}>
              {logout}
            </Button>
          </div>
          <SideMenu items={menu} onNavigate={() => setMenuOpen(false)} />
        </Drawer>
      ) : null}
    </div>
  );
}
