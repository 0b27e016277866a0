// Which page the browser painted from its prerendered HTML (docs/performance.md "Prerendered
// pages"): that page shows while the session boots (its form waits for the client token, spec §7),
// where any other page shows the loading state until the session has booted.
import { createContext } from 'react';

/** The pathname of the prerendered page the app hydrated, null for the single-page shell. */
export const PrerenderedContext = createContext<string | null>(null);
