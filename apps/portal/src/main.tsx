import './root/fonts.css';
import { config as configureZod } from 'zod/v4/core';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createServices } from './kit/services';
import { App } from './root/App';
import { preloadRoute } from './root/preload';
import { nextTask } from './kit/tasks';

// The portal's content security policy allows no eval: zod must not probe for it (its probe
// would log a violation on every page).
configureZod({ jitless: true });

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

/**
 * Renders the app into #root (whatever the HTML held), and marks its forms live. The page's
 * chunks and texts start loading first, while the session boots (./root/preload.ts). Three
 * steps, each in a task of its own (docs/performance.md "Fifth pass"): matching the page's
 * routes, creating the services (the session machine), and React's first render; in one task
 * they would block a phone's page for their sum.
 */
async function render(prerenderedPath: string | null) {
  preloadRoute(window.location.pathname);
  await nextTask();
  const services = createServices();
  await nextTask();
  root!.replaceChildren();
  document.documentElement.removeAttribute('data-session-hint');
  document.documentElement.removeAttribute('data-rerender');
  // In a transition, as the hydration of a prerendered page (./root/prerender/start.tsx): React
  // renders the first tree in slices of a few milliseconds.
  startTransition(() => {
    createRoot(root!).render(<App services={services} prerenderedPath={prerenderedPath} />);
  });
  document.documentElement.setAttribute('data-hydrated', '');
}

// A public page prerendered at build time (docs/performance.md "Prerendered pages") is hydrated
// by its own chunk (./root/prerender/start.tsx); every other page is rendered here.
if (root.hasAttribute('data-prerendered')) {
  void import('./root/prerender/start').then(
    ({ startPrerendered }) => startPrerendered(root, render),
    () => render(window.location.pathname),
  );
} else {
  // The matching of the page's routes too, after the evaluation of this module.
  void nextTask().then(() => render(null));
}
