// Starts `e2e/server.mjs` (the built API serving the built portal, a fresh seeded PGlite) on a
// port of the caller's and waits until it answers, for the scripts that drive the real product
// outside Playwright's runner (scripts/lighthouse.mjs, scripts/screenshots.mjs).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverScript = path.join(path.dirname(fileURLToPath(import.meta.url)), 'server.mjs');

/**
 * @param {{ port: number, timeoutMs?: number, env?: Record<string, string> }} options `env`: the
 *   server's own settings, e.g. `CLOCK_START` (docs/payments.md "The clock in tests") or
 *   `E2E_DATA_DIR` (server.mjs).
 * @returns {Promise<{ baseUrl: string, stop: () => Promise<void> }>}
 */
export async function startE2eServer({ port, timeoutMs = 120_000, env = {} }) {
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [serverScript], {
    env: { ...process.env, ...env, E2E_PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  const exit = new Promise((resolve) => {
    child.on('exit', (code) => {
      exited = true;
      resolve(code);
    });
  });

  const stop = async () => {
    if (!exited) child.kill('SIGTERM');
    await exit;
  };
  // The script's own end (an error, Ctrl-C) must not leave the server running.
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      void stop().then(() => process.exit(130));
    });
  }

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`The e2e server stopped before answering (port ${port}).`);
    try {
      // Any answer means the server is up (401 without a client token).
      await fetch(`${baseUrl}/api/v1/list-campaigns`);
      return { baseUrl, stop };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  await stop();
  throw new Error(`The e2e server did not answer on ${baseUrl} within ${timeoutMs / 1000} s.`);
}
