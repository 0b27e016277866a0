import { LanguageSwitch } from '@salon/ui';
import { useLocation } from 'react-router-dom';
import { switchLanguage } from '../kit/routing/paths';

/**
 * The Fr/En switch (spec §2): the current page in each language, its query and hash kept, so the
 * switch rewrites the route and the page stays where it is.
 */
export function LanguageSwitchLinks() {
  const location = useLocation();
  return (
    <LanguageSwitch
      hrefs={{ fr: switchLanguage(location, 'fr'), en: switchLanguage(location, 'en') }}
    />
  );
}
