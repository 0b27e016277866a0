// The real product for the end-to-end tests (docs/testing.md): the built API serving the built portal,
// on its own port, with a fresh embedded database seeded with the demo data, the development
// mailbox and the sandbox card payments. Started by Playwright's webServer; stopped with it.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { operatorKey } from './support/api.mjs';

const portalDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiEntry = path.resolve(portalDir, '../api/dist/main.js');
for (const [what, file] of [
  ['the API (pnpm --filter @salon/api build)', apiEntry],
  ['the portal (pnpm --filter @salon/portal build)', path.join(portalDir, 'dist/index.html')],
]) {
  if (!existsSync(file)) {
    console.error(`End-to-end tests need ${what}: ${file} is missing. Run pnpm build first.`);
    process.exit(1);
  }
}

const port = process.env.E2E_PORT ?? '3211';
// E2E_DATA_DIR: a database directory the caller keeps, so that a second server opens what a
// first one wrote (email-verification.spec.ts: links made on a server whose clock ran behind).
const keptDataDir = process.env.E2E_DATA_DIR;
const dataDir = keptDataDir ?? mkdtempSync(path.join(tmpdir(), 'salon-e2e-'));
const server = spawn(process.execPath, [apiEntry], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'development',
    PORT: port,
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    SEED: 'demo',
    // The sales team's calls (docs/api.md operator), for the tests that play the sales team.
    OPERATOR_KEY: operatorKey,
    // Every journey signs in from 127.0.0.1: the per-IP login limit is raised as on a show floor's
    // shared address; the per-account limit stays (rate-limit.spec.ts spends it).
    LOGIN_LIMIT_PER_IP: '1000',
    PORTAL_DIR: path.join(portalDir, 'dist'),
  },
});

function stop() {
  server.kill('SIGTERM');
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  if (!keptDataDir) rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
