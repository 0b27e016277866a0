import { Navigate, useLocation, useParams } from 'react-router-dom';
import { isLanguage, pathTo, withLanguagePrefix } from '../kit/routing/paths';

/** `/` without a language: the browser's language decides (spec §2). */
export function PrefixRedirect() {
  const location = useLocation();
  return <Navigate to={withLanguagePrefix(location, navigator.languages ?? [])} replace />;
}

/**
 * `/{lang}`: the root redirects to the exhibitor login (spec §2), keeping the query (the guards'
 * `redirect` parameter, spec §5).
 */
export function LoginRedirect() {
  const { lang } = useParams();
  const location = useLocation();
  return (
    <Navigate
      to={`${pathTo(isLanguage(lang) ? lang : 'fr', 'proLogin')}${location.search}`}
      replace
    />
  );
}
