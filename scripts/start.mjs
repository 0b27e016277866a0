// `pnpm start`: builds what is needed and starts the product as one process on
// http://localhost:3000 (docs/architecture.md "Running it"): the API server (apps/api), which
// serves the built portal (apps/portal/dist) at `/`, with its data in embedded PGlite
// (apps/api/.data).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function run(command) {
  console.log(`\n> ${command}`);
  return spawnSync(command, { shell: true, stdio: 'inherit', cwd: root }).status ?? 1;
}

function hasBuildScript(dir) {
  const file = path.join(root, dir, 'package.json');
  if (!existsSync(file)) return false;
  return Boolean(JSON.parse(readFileSync(file, 'utf8')).scripts?.build);
}

// The server first: without it nothing runs.
if (run('pnpm --filter @salon/api build') !== 0) {
  console.error('\nThe API server (apps/api) did not build: see the messages above.');
  process.exit(1);
}

// Then the portal and the packages it uses; the server still starts without it, and its page
// at `/` says how to build the portal.
if (hasBuildScript('apps/portal')) {
  if (run('pnpm --filter "@salon/portal..." build') !== 0) {
    console.warn('\nThe portal did not build: the API starts alone (see the messages above).');
  }
} else {
  console.warn('\nThe portal (apps/portal) has no build yet: the API starts alone.');
}

const server = spawn('pnpm --filter @salon/api serve', {
  shell: true,
  stdio: 'inherit',
  cwd: root,
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code) => process.exit(code ?? 0));
