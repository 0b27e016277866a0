// Whether a page renders inside a `main` landmark its layout already provides (spec §2 layouts):
// in the app every page does (src/root/router.tsx: each group has a layout, or the page draws its
// own frame); alone (a story), a page does not know. Known ahead, the page renders the same markup
// on the build's server and in the browser, so the prerendered pages hydrate without a change
// (docs/performance.md "Prerendered pages").
import { createContext } from 'react';

/** true in the app; null where the page must measure (stories). */
export const MainLandmarkContext = createContext<boolean | null>(null);
