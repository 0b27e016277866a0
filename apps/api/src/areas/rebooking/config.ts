// The rebooking area's own configuration (apps/api/README.md "Configuration"): the show's
// website, where the legal pages a quote's validation accepts are published (spec §2 footer
// links, §5); the quote's PDF gives their addresses (docs/quotes.md "Terms").
import { url } from '../../infra/config/env';
import type { Env } from '../../infra/config/env';

/** The portal's default show website (its VITE_SHOW_WEBSITE_URL), so both name the same pages. */
export const DEFAULT_SHOW_WEBSITE_URL = 'https://www.salon.test';

export interface RebookingConfig {
  /** The show's website, where the terms of participation and the general rules are. */
  showWebsiteUrl: string;
}

export function readRebookingConfig(env: Env, problems: string[]): RebookingConfig {
  return {
    showWebsiteUrl:
      url(env, 'SHOW_WEBSITE_URL', DEFAULT_SHOW_WEBSITE_URL, problems) ?? DEFAULT_SHOW_WEBSITE_URL,
  };
}
