import './root/fonts.css';
import { config as configureZod } from 'zod/v4/core';
import { createRoot } from 'react-dom/client';
import { App } from './root/App';
import { preloadRoute } from './root/preload';

// The portal's content security policy allows no eval: zod must not probe for it (its probe
// would log a violation on every page).
configureZod({ jitless: true });

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

/**
 * Renders the app into #root (whatever the HTML held), and marks its forms live. The page's
 * chunks and texts start loading first, while the session boots (./root/preload.ts).
 */
function render(prerenderedPath: string | null) {
  preloadRoute(window.location.pathname);
  root!.replaceChildren();
  document.documentElement.removeAttribute('data-session-hint');
  document.documentElement.removeAttribute('data-rerender');
  createRoot(root!).render(<App prerenderedPath={prerenderedPath} />);
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
  render(null);
}
