// The route tree of spec §2 under the optional `{lang}` prefix. Every screen is its own chunk
// (`screen(...)`, 120 s timeout); guards wrap the groups of spec §5.
//
// Adding a screen: a route entry in its access group below, with
// `path: routes.<name>.path, lazy: screen(() => import('../screens/...'), 'XxxScreen')`.
//
// Layouts (spec §2 'Layouts and modals', src/layouts): every group below renders inside a layout
// that draws the top bar, the footer and the page's `<main id="salon-main">` (with the skip link
// to it). A screen in these groups renders its one `h1` and its content, and NO `<main>` of its
// own (a second, nested `main` landmark fails axe). The groups and their layouts:
// - publicRoutes: `SiteLayout` (the authenticated layout when signed in, else the public one);
// - guestOnlyRoutes: `GuestLayout` (the public layout: logo, Fr/En switch, legal links);
// - ownFrameGuestOnlyRoutes: no layout: the page draws its own frame and `<main>` (the Matter and
//   Shape first registration and its confirmation, spec §2: their own logo and footer);
// - authenticatedRoutes, exhibitorRoutes, visitorRoutes: `SignedInLayout` (side menu, top bar
//   with name, account, logout, show website, Fr/En switch), which also takes a user who signs out
//   to the login page of their role (spec §4).
import { Navigate, type RouteObject } from 'react-router-dom';
import { GuestLayout, SignedInLayout, SiteLayout } from '../layouts/layouts';
import { routes } from '../routing/paths';
import { Guard } from './Guard';
import { LanguageLayout } from './LanguageLayout';
import { screen } from './lazyScreen';
import { LoginRedirect, PrefixRedirect } from './RootRedirect';
import { RouteError } from './RouteError';

/** Routes for everyone, signed in or not. */
const publicRoutes: RouteObject[] = [
  {
    path: routes.home.path,
    lazy: screen(() => import('../screens/auth/HomeScreen'), 'HomeScreen'),
  },
  {
    path: routes.ssoLogin.path,
    lazy: screen(() => import('../screens/auth/SsoLoginScreen'), 'SsoLoginScreen'),
  },
];

/** Guest-only routes: a signed-in user goes to /me (spec §5). In the public layout. */
const guestOnlyRoutes: RouteObject[] = [
  // Registration (src/screens/registration): pro/register and guest/register are one screen by
  // role, and so are the init links (spec §2).
  {
    path: routes.proRegister.path,
    lazy: screen(() => import('../screens/registration/RegisterScreen'), 'RegisterScreen'),
  },
  {
    path: routes.guestRegister.path,
    lazy: screen(() => import('../screens/registration/RegisterScreen'), 'RegisterScreen'),
  },
  {
    path: routes.proInit.path,
    lazy: screen(() => import('../screens/registration/RegisterScreen'), 'RegisterScreen'),
  },
  {
    path: routes.guestInit.path,
    lazy: screen(() => import('../screens/registration/RegisterScreen'), 'RegisterScreen'),
  },
  {
    path: routes.proTmpRegister.path,
    lazy: screen(() => import('../screens/registration/TmpRegisterScreen'), 'TmpRegisterScreen'),
  },
  {
    path: routes.firstRegistration.path,
    lazy: screen(
      () => import('../screens/registration/FirstRegistrationScreen'),
      'FirstRegistrationScreen',
    ),
  },
  {
    path: routes.confirmFirstRegister.path,
    lazy: screen(
      () => import('../screens/registration/ConfirmFirstRegisterScreen'),
      'ConfirmFirstRegisterScreen',
    ),
  },
  {
    path: routes.proLogin.path,
    lazy: screen(() => import('../screens/auth/LoginScreen'), 'ProLoginScreen'),
  },
  {
    path: routes.guestLogin.path,
    lazy: screen(() => import('../screens/auth/LoginScreen'), 'GuestLoginScreen'),
  },
  {
    path: routes.forgotPassword.path,
    lazy: screen(() => import('../screens/auth/ForgotPasswordScreen'), 'ForgotPasswordScreen'),
  },
  {
    path: routes.resetPassword.path,
    lazy: screen(() => import('../screens/auth/ResetPasswordScreen'), 'ResetPasswordScreen'),
  },
  {
    path: routes.emailVerification.path,
    lazy: screen(
      () => import('../screens/auth/EmailVerificationScreen'),
      'EmailVerificationScreen',
    ),
  },
  {
    path: routes.confirmRegister.path,
    lazy: screen(() => import('../screens/auth/ConfirmRegisterScreen'), 'ConfirmRegisterScreen'),
  },
  {
    path: routes.confirmRegisterTmp.path,
    lazy: screen(() => import('../screens/auth/ConfirmRegisterScreen'), 'ConfirmRegisterTmpScreen'),
  },
];

/**
 * Guest-only routes that draw their own frame, outside the public layout: the Matter and Shape
 * first registration and its confirmation (spec §2: English, their own logo and footer).
 */
const ownFrameGuestOnlyRoutes: RouteObject[] = [
  {
    path: routes.firstRegistrationMatterAndShape.path,
    lazy: screen(
      () => import('../screens/registration/FirstRegistrationMatterAndShapeScreen'),
      'FirstRegistrationMatterAndShapeScreen',
    ),
  },
  {
    path: routes.confirmFirstRegisterMatterAndShape.path,
    lazy: screen(
      () => import('../screens/registration/ConfirmFirstRegisterScreen'),
      'ConfirmFirstRegisterMatterAndShapeScreen',
    ),
  },
];

/** Any signed-in user (spec §6). */
const authenticatedRoutes: RouteObject[] = [
  { path: 'me', element: <Navigate to="dashboard" replace /> },
  {
    path: routes.dashboard.path,
    lazy: screen(() => import('../screens/dashboard/DashboardScreen'), 'DashboardScreen'),
  },
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
          {
            element: <GuestLayout />,
            children: [{ element: <Guard access="guestOnly" />, children: guestOnlyRoutes }],
          },
          { element: <Guard access="guestOnly" />, children: ownFrameGuestOnlyRoutes },
          {
            element: <SignedInLayout />,
            children: [
              { element: <Guard access="authenticated" />, children: authenticatedRoutes },
              { element: <Guard access="exposant" />, children: exhibitorRoutes },
              { element: <Guard access="visiteur" />, children: visitorRoutes },
            ],
          },
          {
            element: <SiteLayout />,
            children: [
              ...publicRoutes,
              {
                path: '*',
                lazy: screen(() => import('../screens/notFound/NotFoundScreen'), 'NotFoundScreen'),
              },
            ],
          },
        ],
      },
    ],
  },
];
