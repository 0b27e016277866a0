import { useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { PortalRoutes } from './router';
import { createServices } from '../kit/services';
import { ServicesContext } from '../kit/ServicesContext';

/**
 * The portal: the session actor starts first (spec §7: the client token before anything shows),
 * the router renders the routes of spec §2.
 */
export function App() {
  const [services] = useState(createServices);
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
    <ServicesContext.Provider value={services}>
      {/* Navigations update the location at once, not in a transition: a guard's redirect chain
          (spec §5) then always reads the location the address bar shows. A screen still loading
          shows the loading state (RouteBoundary), never its message ids. */}
      <BrowserRouter useTransitions={false}>
        <PortalRoutes />
      </BrowserRouter>
    </ServicesContext.Provider>
  );
}
