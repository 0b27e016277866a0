// The route tree of spec §2 under the optional `{lang}` prefix. Every screen is its own chunk
// (`lazyRoute(...)`, 120 s timeout), loaded with the catalog namespaces it shows; guards wrap the
// groups of spec §5.
//
// Adding a screen: a route entry in its access group below, with
// `path: routes.<name>.path, ...lazyRoute(() => import('../screens/...'), 'XxxScreen', ['xxx'])`,
// the last argument naming the catalog namespaces the screen shows besides the common ones
// (src/i18n/catalogs.ts; src/root/routeNamespaces.test.ts checks the list against the sources).
//
// Layouts (spec §2 'Layouts and modals', src/layouts): every group below renders inside a layout
// that draws the top bar, the footer and the page's `<main id="salon-main">` (with the skip link
// to it). A screen in these groups renders its one `h1` and its content, and NO `<main>` of its
// own (a second, nested `main` landmark fails axe). The groups and their layouts:
// - publicRoutes: `SiteLayout` (the authenticated layout when signed in, else the public one);
//   it and `SignedInLayout` are lazy routes (src/layouts/SignedInLayouts), like the screens, so the
//   login route loads neither the authenticated frame nor its menus;
// - guestOnlyRoutes: `GuestLayout` (the public layout: logo, Fr/En switch, legal links);
// - ownFrameGuestOnlyRoutes: no layout: the page draws its own frame and `<main>` (the Matter and
//   Shape first registration and its confirmation, spec §2: their own logo and footer);
// - authenticatedRoutes, exhibitorRoutes, visitorRoutes: `SignedInLayout` (side menu, top bar
//   with name, account, logout, show website, Fr/En switch), which also takes a user who signs out
//   to the login page of their role (spec §4).
import { Suspense } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { ruleNamespaces } from '../i18n/catalogs';
import { GuestLayout } from '../layouts/GuestLayout';
import { routes } from '../kit/routing/paths';
import { Guard } from './Guard';
import { LanguageLayout } from './LanguageLayout';
import { lazyRoute } from './lazyScreen';
import { LoginRedirect, PrefixRedirect } from './RootRedirect';
import { RouteBoundary } from './RouteBoundary';

/** Routes for everyone, signed in or not. */
const publicRoutes: RouteObject[] = [
  {
    path: routes.home.path,
    ...lazyRoute(() => import('../screens/auth/HomeScreen'), 'HomeScreen', ['home']),
  },
];

/** Guest-only routes: a signed-in user goes to /me (spec §5). In the public layout. */
const guestOnlyRoutes: RouteObject[] = [
  // Registration (src/screens/registration): pro/register and guest/register are one screen by
  // role, and so are the init links (spec §2).
  {
    path: routes.proRegister.path,
    ...lazyRoute(() => import('../screens/registration/RegisterScreen'), 'RegisterScreen', [
      'register',
      'fields',
    ]),
  },
  {
    path: routes.guestRegister.path,
    ...lazyRoute(() => import('../screens/registration/RegisterScreen'), 'RegisterScreen', [
      'register',
      'fields',
    ]),
  },
  {
    path: routes.proInit.path,
    ...lazyRoute(() => import('../screens/registration/RegisterScreen'), 'RegisterScreen', [
      'register',
      'fields',
    ]),
  },
  {
    path: routes.guestInit.path,
    ...lazyRoute(() => import('../screens/registration/RegisterScreen'), 'RegisterScreen', [
      'register',
      'fields',
    ]),
  },
  {
    path: routes.proTmpRegister.path,
    ...lazyRoute(() => import('../screens/registration/TmpRegisterScreen'), 'TmpRegisterScreen', [
      'register',
      'tmp_register',
      'fields',
    ]),
  },
  {
    path: routes.firstRegistration.path,
    ...lazyRoute(
      () => import('../screens/registration/FirstRegistrationScreen'),
      'FirstRegistrationScreen',
      ['register', 'first_reg', 'fields'],
    ),
  },
  {
    path: routes.confirmFirstRegister.path,
    ...lazyRoute(
      () => import('../screens/registration/ConfirmFirstRegisterScreen'),
      'ConfirmFirstRegisterScreen',
      ['register', 'confirm_first'],
    ),
  },
  {
    path: routes.proLogin.path,
    ...lazyRoute(() => import('../screens/auth/LoginScreen'), 'ProLoginScreen', ['login']),
  },
  {
    path: routes.guestLogin.path,
    ...lazyRoute(() => import('../screens/auth/LoginScreen'), 'GuestLoginScreen', ['login']),
  },
  {
    path: routes.forgotPassword.path,
    ...lazyRoute(() => import('../screens/auth/ForgotPasswordScreen'), 'ForgotPasswordScreen', [
      'forgot',
    ]),
  },
  {
    path: routes.resetPassword.path,
    ...lazyRoute(() => import('../screens/auth/ResetPasswordScreen'), 'ResetPasswordScreen', [
      'reset',
    ]),
  },
  {
    path: routes.emailVerification.path,
    ...lazyRoute(
      () => import('../screens/auth/EmailVerificationScreen'),
      'EmailVerificationScreen',
      ['verify'],
    ),
  },
  {
    path: routes.confirmRegister.path,
    ...lazyRoute(() => import('../screens/auth/ConfirmRegisterScreen'), 'ConfirmRegisterScreen', [
      'confirm',
    ]),
  },
  {
    path: routes.confirmRegisterTmp.path,
    ...lazyRoute(
      () => import('../screens/auth/ConfirmRegisterScreen'),
      'ConfirmRegisterTmpScreen',
      ['confirm'],
    ),
  },
];

/**
 * Guest-only routes that draw their own frame, outside the public layout: the Matter and Shape
 * first registration and its confirmation (spec §2: English, their own logo and footer).
 */
const ownFrameGuestOnlyRoutes: RouteObject[] = [
  {
    path: routes.firstRegistrationMatterAndShape.path,
    ...lazyRoute(
      () => import('../screens/registration/FirstRegistrationMatterAndShapeScreen'),
      'FirstRegistrationMatterAndShapeScreen',
      ['register', 'first_reg', 'fields'],
    ),
  },
  {
    path: routes.confirmFirstRegisterMatterAndShape.path,
    ...lazyRoute(
      () => import('../screens/registration/ConfirmFirstRegisterScreen'),
      'ConfirmFirstRegisterMatterAndShapeScreen',
      ['register', 'confirm_first'],
    ),
  },
];

/**
 * The not-found page for a private path that names no screen (yet): it sits behind the guard of
 * its prefix, so an anonymous user is sent to login with the path as redirect first (spec §5),
 * a user with another role gets access denied (spec §5), and only a user who may be there sees
 * not-found. Static paths rank above it (pro/login, guest/register stay guest-only).
 */
const privateNotFound = (prefix: 'me' | 'pro' | 'guest'): RouteObject => ({
  path: `${prefix}/*`,
  ...lazyRoute(() => import('../screens/notFound/NotFoundScreen'), 'NotFoundScreen', ['not_found']),
});

/** Any signed-in user (spec §6). */
const authenticatedRoutes: RouteObject[] = [
  { path: 'me', element: <Navigate to="dashboard" replace /> },
  {
    path: routes.dashboard.path,
    ...lazyRoute(
      () => import('../screens/dashboard/DashboardScreen'),
      'DashboardScreen',
      ['dashboard', ...ruleNamespaces],
      ['campaign', 'rebooking', 'billing', 'public'],
    ),
  },
  {
    path: routes.informations.path,
    ...lazyRoute(
      () => import('../screens/account/InformationsScreen'),
      'InformationsScreen',
      ['account', 'company', 'fields'],
      ['account', 'public'],
    ),
  },
  {
    path: routes.company.path,
    ...lazyRoute(
      () => import('../screens/account/CompanyScreen'),
      'CompanyScreen',
      ['account', 'company', 'fields'],
      ['account', 'public'],
    ),
  },
  {
    path: routes.guestBadges.path,
    ...lazyRoute(
      () => import('../screens/badges/BadgesScreen'),
      'GuestBadgesScreen',
      ['badges'],
      ['campaign', 'badge'],
    ),
  },
  privateNotFound('me'),
];

/** Exhibitors only (spec §2 'Exhibitor-only routes', §6). */
const exhibitorRoutes: RouteObject[] = [
  { path: 'pro', element: <Navigate to="../me/dashboard" replace /> },
  // Payments and invoices (src/screens/commercial/payment, invoices; spec §2, §4 steps 4-5).
  {
    path: routes.invoices.path,
    ...lazyRoute(
      () => import('../screens/commercial/invoices/InvoicesScreen'),
      'InvoicesScreen',
      ['invoices', 'pay', 'installment', 'notice'],
      ['billing'],
    ),
  },
  {
    path: routes.paymentValidation.path,
    ...lazyRoute(
      () => import('../screens/commercial/payment/PaymentValidationScreen'),
      'PaymentValidationScreen',
      ['pay'],
      ['billing'],
    ),
  },
  {
    path: routes.paymentConfirmation.path,
    ...lazyRoute(
      () => import('../screens/commercial/payment/PaymentConfirmationScreen'),
      'PaymentConfirmationScreen',
      ['pay', 'installment', 'notice'],
      ['billing', 'added'],
    ),
  },
  // The rebooking flow (src/screens/commercial/rebooking; spec §2 rebooking/{etape?}, §4). Its list
  // shows only the statuses of the rule texts: the quote's parts load the others, and the payment
  // form its own texts and endpoint parts (src/kit/chunks.tsx `lazyPart`).
  {
    path: routes.rebooking.path,
    ...lazyRoute(
      () => import('../screens/commercial/rebooking/RebookingScreen'),
      'RebookingScreen',
      ['rebooking', 'status'],
      ['rebooking', 'billing'],
    ),
  },
  {
    path: routes.proContact.path,
    ...lazyRoute(
      () => import('../screens/contact/ContactScreen'),
      'ContactScreen',
      ['contact'],
      ['account'],
    ),
  },
  {
    path: routes.badges.path,
    ...lazyRoute(
      () => import('../screens/badges/BadgesScreen'),
      'ProBadgesScreen',
      ['badges'],
      ['campaign', 'badge', 'rebooking', 'billing'],
    ),
  },
  {
    path: routes.stand.path,
    ...lazyRoute(
      () => import('../screens/booth/StandScreen'),
      'StandScreen',
      ['stand', ...ruleNamespaces],
      ['campaign', 'rebooking', 'billing', 'booth'],
    ),
  },
  {
    path: routes.marketplace.path,
    ...lazyRoute(
      () => import('../screens/marketplace/MarketplaceScreen'),
      'MarketplaceScreen',
      ['marketplace'],
      ['campaign', 'rebooking', 'billing'],
    ),
  },
  // Signs the exhibitor into the marketplace (spec §2 sso-login/{saml?}, §6, §7).
  {
    path: routes.ssoLogin.path,
    ...lazyRoute(
      () => import('../screens/marketplace/MarketplaceSsoScreen'),
      'MarketplaceSsoScreen',
      ['marketplace'],
      ['booth'],
    ),
  },
  privateNotFound('pro'),
];

/** Visitors only (spec §2 guest menu, §6). */
const visitorRoutes: RouteObject[] = [
  {
    path: routes.guestContact.path,
    ...lazyRoute(
      () => import('../screens/contact/ContactScreen'),
      'ContactScreen',
      ['contact'],
      ['account'],
    ),
  },
  privateNotFound('guest'),
];

export const routeTree: RouteObject[] = [
  { path: '/', element: <PrefixRedirect /> },
  {
    path: '/:lang',
    element: <LanguageLayout />,
    children: [
      {
        element: <RouteBoundary />,
        children: [
          { index: true, element: <LoginRedirect /> },
          {
            element: <GuestLayout />,
            children: [{ element: <Guard access="guestOnly" />, children: guestOnlyRoutes }],
          },
          { element: <Guard access="guestOnly" />, children: ownFrameGuestOnlyRoutes },
          {
            ...lazyRoute(() => import('../layouts/SignedInLayouts'), 'SignedInLayout', ['menu']),
            children: [
              { element: <Guard access="authenticated" />, children: authenticatedRoutes },
              { element: <Guard access="exposant" />, children: exhibitorRoutes },
              { element: <Guard access="visiteur" />, children: visitorRoutes },
            ],
          },
          {
            ...lazyRoute(() => import('../layouts/SignedInLayouts'), 'SiteLayout', ['menu']),
            children: [
              ...publicRoutes,
              {
                path: '*',
                ...lazyRoute(() => import('../screens/notFound/NotFoundScreen'), 'NotFoundScreen', [
                  'not_found',
                ]),
              },
            ],
          },
        ],
      },
    ],
  },
];

/**
 * The portal's pages: the route tree above, in react-router's declarative mode (docs/server-data.md:
 * the server data is TanStack Query's, so no loader is needed). It renders under any router:
 * `<BrowserRouter>` in the browser (App.tsx), `<StaticRouter location={...}>` on a server.
 * Nothing shows while the language's common catalog namespaces first load (a switch of language
 * keeps the page shown meanwhile: LanguageLayout); then the layout shows its own loading state
 * until the session has booted.
 */
export function PortalRoutes() {
  const pages = useRoutes(routeTree);
  return <Suspense fallback={null}>{pages}</Suspense>;
}
