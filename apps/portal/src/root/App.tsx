import { useEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routeTree } from './router';
import { createServices } from '../kit/services';
import { ServicesContext } from '../kit/ServicesContext';

/**
 * The portal: the session actor starts first (spec §7: the client token before anything shows),
 * the router renders the routes of spec §2.
 */
export function App() {
  const [services] = useState(createServices);
  const [router] = useState(() => createBrowserRouter(routeTree));
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
      <RouterProvider router={router} />
    </ServicesContext.Provider>
  );
}
