// The layouts of spec §2 that may show a signed-in user, as route elements (router.tsx wraps the
// access groups in them; each is a lazy route, its own chunk with the `menu` namespace, so the
// login route loads neither the authenticated frame nor its menus; the guest pages' layout is
// ./GuestLayout):
// - `SignedInLayout`: the authenticated layout, above the guards of the signed-in groups; it also
//   takes the user to the right login page when the session ends (spec §4);
// - `SiteLayout`: for the pages open to everyone (home, not found): the authenticated layout when
//   signed in, the public one otherwise.
// Pages render inside the layout's `<main>`, with their one `h1`, and no `<main>` of their own.
import type { Language } from '@salon/domain';
import { lazy, startTransition, Suspense, useCallback, useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { SHOW_WEBSITE_URL } from '../kit/config';
import { useSessionActor } from '../kit/ServicesContext';
import { AuthenticatedFrame } from './AuthenticatedFrame';
import { loginPathFor } from '../kit/routing/links';
import { PublicFrame } from './PublicFrame';
import { SigningOut } from './SigningOut';
import { useLayoutSession } from './useLayoutSession';
import { useLanguage } from '../kit/language';
import type { MenuFeatures } from './MenuFeatureAccess';

/**
 * The exhibitor's locked features (spec §4, §6), for the menu: its own chunk with the server-data
 * client, loaded after the layout shows (docs/performance.md "Signed-in routes"). If it cannot
 * load, the menu marks no entry locked; the locked pages still say why (spec §6).
 */
const MenuFeatureAccess = lazy(() =>
  import('./MenuFeatureAccess').catch(() => ({ default: () => null })),
);

function SignedInFrame({ anonymous }: { anonymous: (lang: Language) => ReactNode }) {
  const lang = useLanguage();
  const location = useLocation();
  const actor = useSessionActor();
  const session = useLayoutSession();
  const [signOutRequested, setSignOutRequested] = useState(false);
  const [features, setFeatures] = useState<MenuFeatures | undefined>(undefined);
  // The locks re-render the frame and its menu: in a transition, which React renders in short
  // slices after the page's own updates (docs/performance.md "Lighthouse").
  const reportFeatures = useCallback(
    (next: MenuFeatures | undefined) => startTransition(() => setFeatures(next)),
    [],
  );

  if (session.phase === 'signedIn') {
    const isExhibitor = session.user.role === 'exposant';
    return (
      <AuthenticatedFrame
        lang={lang}
        user={session.user}
        siteUrl={SHOW_WEBSITE_URL}
        pathname={location.pathname}
        featureAccess={isExhibitor ? features : undefined}
        onLogout={() => {
          setSignOutRequested(true);
          actor.send({ type: 'LOGOUT' });
        }}
      >
        {isExhibitor ? (
          <Suspense fallback={null}>
            <MenuFeatureAccess onChange={reportFeatures} />
          </Suspense>
        ) : null}
        <Outlet />
      </AuthenticatedFrame>
    );
  }
  if (session.phase === 'signingOut') return <SigningOut lang={lang} siteUrl={SHOW_WEBSITE_URL} />;
  // Spec §4: logout (failed or not) returns to the login page, the one of the user's role.
  if (signOutRequested) return <Navigate to={loginPathFor(lang, session.lastRole)} replace />;
  return anonymous(lang);
}

/**
 * The authenticated layout above the signed-in groups' guards. A user who signs out goes to the
 * login page of their role (spec §4, the session's `lastRole`); a visitor whose session ended
 * goes to the visitor login with the page to come back to; anyone else not signed in meets the
 * guard (spec §5: the root with a redirect parameter, i.e. the exhibitor login).
 */
export function SignedInLayout() {
  const location = useLocation();
  const session = useLayoutSession();
  return (
    <SignedInFrame
      anonymous={(lang) =>
        session.lastRole === 'visiteur' ? (
          <Navigate
            to={loginPathFor(
              lang,
              session.lastRole,
              `${location.pathname}${location.search}${location.hash}`,
            )}
            replace
          />
        ) : (
          <Outlet />
        )
      }
    />
  );
}

/** The pages open to everyone: the authenticated layout when signed in, else the public one. */
export function SiteLayout() {
  return (
    <SignedInFrame
      anonymous={(lang) => (
        <PublicFrame lang={lang} siteUrl={SHOW_WEBSITE_URL}>
          <Outlet />
        </PublicFrame>
      )}
    />
  );
}
