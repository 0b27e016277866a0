// What `/` answers when the portal has not been built (docs/api.md): a short page saying how to.
import { escapeHtml } from '../../infra/html';

export function portalNotBuiltPage(portalDir: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Salon API</title></head>
<body>
<main>
<h1>The Salon API is running</h1>
<p lang="fr">Le portail n’est pas encore construit. Construisez-le avec <code>pnpm build</code> (ou <code>pnpm --filter @salon/portal build</code>), puis redémarrez : il sera servi ici.</p>
<p>The portal is not built yet. Build it with <code>pnpm build</code> (or <code>pnpm --filter @salon/portal build</code>), then restart: it will be served here.</p>
<p>Expected at: <code>${escapeHtml(portalDir)}</code> (set <code>PORTAL_DIR</code> to change it).</p>
<p>API: <a href="/api/v1/list-campaigns">/api/v1</a>. Development mailbox: <a href="/dev/mailbox">/dev/mailbox</a>.</p>
</main>
</body>
</html>`;
}
