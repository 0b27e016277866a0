// The Matter and Shape page frame (spec §2: 'forces English, special logo and footer'): the ui's
// public layout under the second theme (LanguageLayout applies `matterAndShapeTheme` by path), so
// the top bar carries the Matter and Shape logo and the footer its own logo and note, with the
// legal links in English. No language switch: the page is English only.
import { PublicLayout } from '@salon/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useLocation } from 'react-router-dom';
import { footerLinks } from '../../kit/routing/links';
import { pathTo, switchLanguage } from '../../kit/routing/paths';
import { useLanguage } from './navigation';

export function MatterAndShapeFrame({
  siteUrl,
  children,
}: {
  /** The show's website, where the legal pages are (spec §2 'Footer links'). */
  siteUrl: string;
  children: ReactNode;
}) {
  const intl = useIntl();
  const lang = useLanguage();
  const location = useLocation();
  // Opened under /fr/...: the same page in English, query and hash kept.
  if (lang !== 'en') return <Navigate to={switchLanguage(location, 'en')} replace />;
  return (
    <PublicLayout
      homeHref={pathTo('en', 'firstRegistrationMatterAndShape')}
      footerLinks={footerLinks('en', siteUrl, intl)}
    >
      {children}
    </PublicLayout>
  );
}
