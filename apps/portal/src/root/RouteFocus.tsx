import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Spec §2: every navigation scrolls to the top; issue 6: and moves focus to the page heading, so
 * screen-reader and keyboard users start at the new page. The first page load keeps the browser's
 * own focus.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
    // The new screen may render its heading a tick later (lazy chunk): wait for it briefly.
    let tries = 0;
    const timer = window.setInterval(() => {
      const heading = document.querySelector<HTMLElement>('main h1');
      tries += 1;
      if (heading || tries > 40) {
        window.clearInterval(timer);
        if (heading) {
          if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
          heading.focus({ preventScroll: true });
        }
      }
    }, 50);
    return () => window.clearInterval(timer);
  }, [pathname]);
  return null;
}
