import { StrictMode, useEffect, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { preloadLinkTargets } from './preload';
import { PortalRoutes } from './router';
import type { Services } from '../kit/services';
import { ServicesContext } from '../kit/ServicesContext';
import { MainLandmarkContext } from '../kit/MainLandmarkContext';
import { PrerenderedContext } from './prerender/PrerenderedContext';

/**
 * The portal's providers around its routes, the same in the browser (App) and in the build that
 * prerenders the public pages (src/root/prerender/entry-server.tsx), so that the hydration finds
 * the tree it rendered. `router` is `BrowserRouter` or `StaticRouter` around its children.
 */
export function PortalFrame({
  services,
  prerenderedPath,
  router,
}: {
  services: Services;
  prerenderedPath: string | null;
  router: (routes: ReactNode) => ReactNode;
}) {
  return (
    <StrictMode>
      <ServicesContext.Provider value={services}>
        <PrerenderedContext.Provider value={prerenderedPath}>
          {/* Every page is inside its layout's main landmark (or its own frame's). */}
          <MainLandmarkContext.Provider value={true}>
            {router(<PortalRoutes />)}
          </MainLandmarkContext.Provider>
        </PrerenderedContext.Provider>
      </ServicesContext.Provider>
    </StrictMode>
  );
}

/**
 * The portal: the session actor starts first (spec §7: the client token before any API call),
 * the router renders the routes of spec §2. `prerenderedPath`: the page the browser painted from
 * its prerendered HTML, which shows while the session boots (docs/performance.md "Prerendered
 * pages").
 */
export function App({
  services,
  prerenderedPath = null,
}: {
  /** The API client and the session actor, created before the first render (src/main.tsx). */
  services: Services;
  prerenderedPath?: string | null;
}) {
  useEffect(() => preloadLinkTargets(document), []);
  useEffect(() => {
    services.session.start();
    const subscription = services.session.subscribe((snapshot) => {
      // Spec §4: a stored app version that differs forces a reload.
      if (snapshot.matches({ session: 'reloading' })) window.location.reload();
    });
    return () => {
      subscription.unsubscribe();
      services.session.stop();
    };
  }, [services]);
  return (
    <PortalFrame
      services={services}
      prerenderedPath={prerenderedPath}
      // Navigations update the location at once, not in a transition: a guard's redirect chain
      // (spec §5) then always reads the location the address bar shows. A screen still loading
      // shows the loading state (RouteBoundary), never its message ids.
      router={(routes) => <BrowserRouter useTransitions={false}>{routes}</BrowserRouter>}
    />
  );
}
