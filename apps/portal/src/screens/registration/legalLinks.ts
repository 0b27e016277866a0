// The documents the registration forms ask the user to accept (spec §5: terms and personal-data
// policy at registration and first registration): the same pages as the footer's legal links
// (spec §2 'Footer links'), on the show's website in the page's language.
import type { Language } from '@salon/domain';
import { legalPagePaths } from '../../kit/routing/links';

/** `siteUrl`: the show's website (the app's `SHOW_WEBSITE_URL`). */
export function termsLinks(lang: Language, siteUrl: string): { terms: string; privacy: string } {
  const base = siteUrl.replace(/\/+$/, '');
  const paths = legalPagePaths[lang];
  return { terms: `${base}/${paths.terms}`, privacy: `${base}/${paths.privacy}` };
}
