import { useHref } from 'react-router-dom';

/** `https:`, `mailto:`, `tel:`... or a protocol-relative `//host`: a link that leaves the portal. */
const externalHref = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * The `useHref` of react-aria's RouterProvider: react-router resolves a portal path (language
 * prefix, basename), and an absolute URL (the show website, the legal pages, a marketplace) stays
 * as it is: react-router's own `useHref` would turn `https://...` into a path of the portal.
 */
export function useAriaHref(href: string): string {
  const resolved = useHref(href);
  return externalHref.test(href) ? href : resolved;
}
