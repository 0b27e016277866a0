// The route tree of spec §2 under the optional `{lang}` prefix. Every screen is its own chunk
// (`screen(...)`, 120 s timeout); guards wrap the groups of spec §5.
//
// Adding a screen: a route entry in its access group below, with
// `path: routes.<name>.path, lazy: screen(() => import('../screens/...'), 'XxxScreen')`.
import { Navigate, type RouteObject } from 'react-router-dom';
import { Guard } from './Guard';
import { LanguageLayout } from './LanguageLayout';
import { screen } from './lazyScreen';
import { LoginRedirect, PrefixRedirect } from './RootRedirect';
import { RouteError } from './RouteError';

/** Routes for everyone, signed in or not. */
const publicRoutes: RouteObject[] = [];

/** Guest-only routes: a signed-in user goes to /me (spec §5). */
const guestOnlyRoutes: RouteObject[] = [];

/** Any signed-in user (spec §6). */
const authenticatedRoutes: RouteObject[] = [
  { path: 'me', element: <Navigate to="dashboard" replace /> },
];

/** Exhibitors only (spec §2 'Exhibitor-only routes', §6). */
const exhibitorRoutes: RouteObject[] = [
  { path: 'pro', element: <Navigate to="../me/dashboard" replace /> },
];

/** Visitors only (spec §2 guest menu, §6). */
const visitorRoutes: RouteObject[] = [];

export const routeTree: RouteObject[] = [
  { path: '/', element: <PrefixRedirect /> },
  {
    path: '/:lang',
    element: <LanguageLayout />,
    // The layout shows its own loading state while the lazy screen loads.
    HydrateFallback: () => null,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, element: <LoginRedirect /> },
          ...publicRoutes,
          { element: <Guard access="guestOnly" />, children: guestOnlyRoutes },
          { element: <Guard access="authenticated" />, children: authenticatedRoutes },
          { element: <Guard access="exposant" />, children: exhibitorRoutes },
          { element: <Guard access="visiteur" />, children: visitorRoutes },
          {
            path: '*',
            lazy: screen(() => import('../screens/notFound/NotFoundScreen'), 'NotFoundScreen'),
          },
        ],
      },
    ],
  },
];
