// The public layout of spec §2 and the parts the authenticated one shares with it (the logo link,
// the footer): a module of its own, so that an app's public pages load neither the authenticated
// layout nor its drawer (react-aria's overlays).
import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { useUi } from '../../i18n/UiProvider';
import * as styles from './AppShell.css';

export interface FooterLink {
  href: string;
  label: string;
}

/** The organiser's logo (from the theme) as a link home. */
export function HomeLogo({ href }: { href: string }) {
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
