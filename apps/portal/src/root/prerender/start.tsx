// The start of a prerendered page in the browser (docs/performance.md "Prerendered pages"), its
// own chunk: only the prerendered pages load it (their HTML preloads it), the shell does not.
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { isLanguage } from '../../kit/routing/paths';
import { createServices } from '../../kit/services';
import { nextTask } from '../../kit/tasks';
import { App } from '../App';
import {
  HYDRATED_ATTRIBUTE,
  heldClick,
  heldSubmit,
  hydratable,
  loadPage,
  replayTyped,
  trackTyped,
  whenHydrated,
} from './hydrate';
import { prerenderedPageOf } from './pages';

/**
 * Hydrates the page painted from its HTML once its texts are in (its HTML preloads its route's
 * chunks). `render` renders the app instead (createRoot): for a page that is not one of the
 * prerendered ones, a query that changes what the page shows, texts that did not load, or the
 * home page of a signed-in browser (the head script marked the hint, data-session-hint: the
 * guest's version stays hidden and the app renders the page once the session has booted).
 */
export async function startPrerendered(
  root: HTMLElement,
  render: (prerenderedPath: string | null) => void,
): Promise<void> {
  const html = document.documentElement;
  const { pathname, search } = window.location;
  const lang = pathname.split('/')[1];
  const page = prerenderedPageOf(pathname);
  if (!page || !isLanguage(lang) || html.hasAttribute('data-session-hint')) {
    render(null);
    return;
  }
  const loaded = await loadPage(page, lang).then(
    () => true,
    () => false,
  );
  // Texts that did not load: the app renders the page and shows its loading state, then retries.
  if (!loaded || !hydratable(search)) {
    render(pathname);
    return;
  }
  const typing = trackTyped(root);
  // The services (the session machine) in a task of their own, as for a page the app renders
  // (src/main.tsx, docs/performance.md "Fifth pass"); then hydrated in a transition: in slices of
  // a few milliseconds, not one long task; the page is already painted meanwhile
  // (docs/performance.md "Lighthouse").
  await nextTask();
  const services = createServices();
  await nextTask();
  startTransition(() => {
    hydrateRoot(root, <App services={services} prerenderedPath={pathname} />);
  });
  // Once the page's forms are hydrated, in a task of their own as a user's typing would come:
  // what was typed before goes to the forms' state, the forms may be sent, and a submit the head
  // script held back is made again (it then waits for the client token, useFormSubmit).
  await whenHydrated([...root.querySelectorAll('form, input, textarea')]);
  replayTyped(typing.stop());
  html.setAttribute(HYDRATED_ATTRIBUTE, '');
  // A submit held back is made again; else a click on a button (the page was started by that
  // click's pointer down, docs/performance.md "Hydrated at the first action").
  const form = heldSubmit();
  if (form) form.requestSubmit();
  else heldClick()?.click();
}
