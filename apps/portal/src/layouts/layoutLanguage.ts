import type { Language } from '@salon/domain';
import { useParams } from 'react-router-dom';
import { DEFAULT_LANGUAGE, isLanguage } from '../kit/routing/paths';

/** The page's language, from the route's `{lang}` (spec §2). */
export function useLayoutLanguage(): Language {
  const { lang } = useParams();
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}
