// The page's language, for screens and layouts alike (spec §1 French default, §2 `{lang}` prefix).
import type { Language } from '@salon/domain';
import { useParams } from 'react-router-dom';
import { DEFAULT_LANGUAGE, isLanguage } from './routing/paths';

/** The language of the current route (`/{lang}/...`, spec §2), French when absent. */
export function useLanguage(): Language {
  const { lang } = useParams();
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}
