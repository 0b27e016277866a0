import type { Language } from '@salon/domain';
import { PublicLayout } from '@salon/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { pathTo } from '../kit/routing/paths';
import { LanguageSwitchLinks } from './LanguageSwitchLinks';
import { footerLinks } from '../kit/routing/links';

export interface PublicFrameProps {
  lang: Language;
  /** The show's website, where the legal pages live. */
  siteUrl: string;
  children: ReactNode;
}

/**
 * The public layout of spec §2 (login, registration, home, not found): a top bar with the logo
 * leading home and the Fr/En switch, the page in `<main>`, and the footer with the four legal
 * links. A skip link leads to the content. The page itself renders no `<main>`: it is here.
 */
export function PublicFrame({ lang, siteUrl, children }: PublicFrameProps) {
  const intl = useIntl();
  return (
    <PublicLayout
      homeHref={pathTo(lang, 'home')}
      languageSwitch={<LanguageSwitchLinks />}
      footerLinks={footerLinks(lang, siteUrl, intl)}
    >
      {children}
    </PublicLayout>
  );
}
