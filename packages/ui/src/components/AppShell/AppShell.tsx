import { useRef, useState, type ReactNode } from 'react';
import { Button as AriaButton, Link } from 'react-aria-components';
import { useUi } from '../../i18n/UiProvider';
import { cx } from '../../lib/cx';
import { Button } from '../Button/Button';
import { MenuIcon } from '../Icon/icons';
import { TextLink } from '../Link/Link';
import { Drawer } from '../Modal/Modal';
import * as styles from './AppShell.css';
import { SideMenu, type MenuItem } from './SideMenu';
import { useIsCompact } from './useIsCompact';

export interface ShellUser {
  firstName: string;
  lastName: string;
  /** The company's account name. */
  accountName?: string;
}

export interface FooterLink {
  href: string;
  label: string;
}

/** The organiser's logo (from the theme) as a link home. */
function HomeLogo({ href }: { href: string }) {
  const { theme } = useUi();
  const Logo = theme.Logo;
  return (
    <Link href={href} className={styles.logoLink}>
      <Logo label={theme.brandName} />
    </Link>
  );
}

export interface FooterProps {
  /** The four legal links of spec §2: terms of participation, legal notices, personal-data policy, general rules. */
  links: FooterLink[];
}

/** The footer: the legal links, and the theme's footer slot (its logo and note). */
export function Footer({ links }: FooterProps) {
  const { theme, locale, messages } = useUi();
  const Logo = theme.Logo;
  const note = theme.footer.note?.[locale] ?? theme.footer.note?.fr;
  return (
    <footer className={styles.footer}>
      {theme.footer.showLogo ? <Logo label={theme.brandName} /> : null}
      {note ? <p className={styles.footerNote}>{note}</p> : null}
      <nav aria-label={messages.legalLinks}>
        <ul className={styles.footerLinks}>
          {links.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className={styles.footerLink}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
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

export interface PublicLayoutProps {
  homeHref: string;
  languageSwitch?: ReactNode;
  alerts?: ReactNode;
  footerLinks: FooterLink[];
  children: ReactNode;
}

/**
 * The public layout of spec §2 (login, registration, first registration): a top bar with the
 * theme's logo and the language switch, the content, the footer. The Matter and Shape first
 * registration uses it with `matterAndShapeTheme`: its own logo and footer.
 */
export function PublicLayout({
  homeHref,
  languageSwitch,
  alerts,
  footerLinks,
  children,
}: PublicLayoutProps) {
  const { messages } = useUi();
  return (
    <div className={styles.shell}>
      <a href="#salon-main" className={styles.skipLink}>
        {messages.skipToContent}
      </a>
      <header className={styles.topBar}>
        <HomeLogo href={homeHref} />
        <div className={styles.spacer} />
        {languageSwitch}
      </header>
      <main id="salon-main" tabIndex={-1} className={styles.publicMain}>
        {alerts ? <div className={styles.alerts}>{alerts}</div> : null}
        {children}
      </main>
      <Footer links={footerLinks} />
    </div>
  );
}

export interface PageHeaderProps {
  title: ReactNode;
  /** A small line above the title (the section, the event). */
  eyebrow?: ReactNode;
  description?: ReactNode;
  /** The page's main action, top right on wide screens. */
  actions?: ReactNode;
}

/** The page's `h1` with its context, description and actions. */
export function PageHeader({ title, eyebrow, description, actions }: PageHeaderProps) {
  return (
    <div className={styles.pageHeader}>
      <div className={styles.pageHeaderText}>
        {eyebrow ? <p className={styles.pageEyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.pageTitle}>{title}</h1>
        {description ? <p className={styles.pageDescription}>{description}</p> : null}
      </div>
      {actions ? <div className={styles.pageActions}>{actions}</div> : null}
    </div>
  );
}
