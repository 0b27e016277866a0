// The public layout as a route element, for the guest-only pages (login, registration...). It is
// in the login route's chunks; the signed-in layouts (./SignedInLayouts) load with their routes.
// Pages render inside the layout's `<main>`, with their one `h1`, and no `<main>` of their own.
import { Outlet } from 'react-router-dom';
import { SHOW_WEBSITE_URL } from '../kit/config';
import { useLayoutLanguage } from './layoutLanguage';
import { PublicFrame } from './PublicFrame';

/** The public layout around the guest-only pages (spec §2 'Public layout: top bar and footer'). */
export function GuestLayout() {
  return (
    <PublicFrame lang={useLayoutLanguage()} siteUrl={SHOW_WEBSITE_URL}>
      <Outlet />
    </PublicFrame>
  );
}
