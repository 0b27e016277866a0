// The portal's prerendered public pages (docs/performance.md "Prerendered pages"): the portal's
// build writes dist/{lang}/{path}/index.html for each, and dist/csp.json with the hashes of their
// inline head script, which the content security policy allows.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The script hashes of the built portal ('sha256-…' sources), none when it has no csp.json. */
export function portalScriptHashes(portalDir: string): string[] {
  const file = path.join(portalDir, 'csp.json');
  if (!existsSync(file)) return [];
  const { scriptSrc } = JSON.parse(readFileSync(file, 'utf8')) as { scriptSrc?: unknown };
  return Array.isArray(scriptSrc)
    ? scriptSrc.filter(
        (source): source is string =>
          typeof source === 'string' && /^'sha256-[A-Za-z0-9+/]+=*'$/.test(source),
      )
    : [];
}

/**
 * The prerendered file of a portal path (`/fr/pro/login`, with or without its trailing slash),
 * relative to the portal's directory, or null: the single-page shell answers then. Only
 * `/{lang}/{segments}` of letters, digits and dashes are looked up.
 */
export function prerenderedFile(portalDir: string, urlPath: string): string | null {
  const trimmed = urlPath.replace(/\/+$/, '');
  if (!/^\/(fr|en)(\/[a-z0-9-]+)+$/.test(trimmed)) return null;
  const file = `${trimmed.slice(1)}/index.html`;
  return existsSync(path.join(portalDir, file)) ? file : null;
}
