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
import { featureAccess, type LockedFeature } from '@salon/domain';
import { LoadingState } from '@salon/ui';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { SHOW_WEBSITE_URL } from '../kit/config';
import { useSessionActor } from '../kit/ServicesContext';
import { AuthenticatedFrame } from './AuthenticatedFrame';
import { useLayoutLanguage } from './layoutLanguage';
import { layoutMessages } from './messages';
import { loginPathFor } from '../kit/routing/links';
import { PublicFrame } from './PublicFrame';
import { useLayoutSession } from './useLayoutSession';
import { useUserResources } from '../kit/data/useServerData';

/**
 * The exhibitor's locked features (spec §4, §6), for the menu: from the opportunities and
 * payments the dashboard also reads (one load, shared); unknown until they are loaded.
 */
function useMenuFeatureAccess(
  isExhibitor: boolean,
): Partial<Record<LockedFeature, boolean>> | undefined {
  const resources = useUserResources(isExhibitor ? (['opportunities', 'payments'] as const) : []);
  if (!isExhibitor || resources.status !== 'loaded') return undefined;
  const { opportunities, payments } = resources.data;
  return featureAccess(
    [...opportunities.rebookingOpportunities, ...opportunities.progressOpportunities],
    payments,
  );
}

/** Between the logout call and the login page (spec §4): a short wait, not a guarded page. */
export function SigningOut({ lang }: { lang: Language }) {
  const intl = useIntl();
  return (
    <PublicFrame lang={lang} siteUrl={SHOW_WEBSITE_URL}>
      <LoadingState isFullPage label={intl.formatMessage(layoutMessages.signingOut)} />
    </PublicFrame>
  );
}

function SignedInFrame({ anonymous }: { anonymous: (lang: Language) => ReactNode }) {
  const lang = useLayoutLanguage();
  const location = useLocation();
  const actor = useSessionActor();
  const session = useLayoutSession();
  const [signOutRequested, setSignOutRequested] = useState(false);
  const features = useMenuFeatureAccess(
    session.phase === 'signedIn' && session.user.role === 'exposant',
  );

  if (session.phase === 'signedIn') {
    return (
      <AuthenticatedFrame
        lang={lang}
        user={session.user}
        siteUrl={SHOW_WEBSITE_URL}
        pathname={location.pathname}
        featureAccess={features}
        onLogout={() => {
          setSignOutRequested(true);
          actor.send({ type: 'LOGOUT' });
        }}
      >
        <Outlet />
      </AuthenticatedFrame>
    );
  }
  if (session.phase === 'signingOut') return <SigningOut lang={lang} />;
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
