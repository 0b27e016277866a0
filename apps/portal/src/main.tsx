import './root/fonts.css';
import { config as configureZod } from 'zod/v4/core';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './root/App';
import { isLanguage } from './kit/routing/paths';
import { prerenderedPageOf } from './root/prerender/pages';
import {
  HYDRATED_ATTRIBUTE,
  heldSubmit,
  hydratable,
  loadPage,
  replayTyped,
  trackTyped,
  whenHydrated,
} from './root/prerender/hydrate';

// The portal's content security policy allows no eval: zod must not probe for it (its probe
// would log a violation on every page).
configureZod({ jitless: true });

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const html = document.documentElement;

// A public page prerendered at build time (docs/performance.md "Prerendered pages") is hydrated,
// once its route's chunks and texts are in; every other page, and a prerendered one whose query
// changes what it shows, is rendered here. The page's head script has already sent a signed-in
// user on from a guest-only page; on the home page it marks the hint (data-session-hint), which
// hides the guest's version, replaced here by a render that waits for the session.
const { pathname, search } = window.location;
const lang = pathname.split('/')[1];
const page = root.hasAttribute('data-prerendered') ? prerenderedPageOf(pathname) : undefined;

function render(prerenderedPath: string | null) {
  root!.replaceChildren();
  html.removeAttribute('data-session-hint');
  createRoot(root!).render(<App prerenderedPath={prerenderedPath} />);
  html.setAttribute(HYDRATED_ATTRIBUTE, '');
}

if (!page || !isLanguage(lang) || html.hasAttribute('data-session-hint')) {
  render(null);
} else {
  const loaded = loadPage(page, lang).then(
    () => true,
    () => false,
  );
  void loaded.then((ok) => {
    // A chunk that did not load: the app renders the page and shows the route's error.
    if (!ok || !hydratable(search)) {
      render(pathname);
      return;
    }
    const typing = trackTyped(root);
    hydrateRoot(root, <App prerenderedPath={pathname} />);
    // Once the page's forms are hydrated, in a task of their own as a user's typing would come:
    // what was typed before goes to the forms' state, the forms may be sent, and a submit the
    // head script held back is made again (it then waits for the client token, useFormSubmit).
    void whenHydrated([...root.querySelectorAll('form, input, textarea')]).then(() => {
      replayTyped(typing.stop());
      html.setAttribute(HYDRATED_ATTRIBUTE, '');
      heldSubmit()?.requestSubmit();
    });
  });
}
