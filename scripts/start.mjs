// `pnpm start`: builds what is needed and starts the product as one process on
// http://localhost:3000 (ARCHITECTURE.md, "Running it").
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = path.join(root, 'apps/api/package.json');

if (!existsSync(serverEntry) || !existsSync(path.join(root, 'apps/api/src'))) {
  console.log('Salon is not built yet: the API server (apps/api) has not landed in this checkout.');
  console.log('Storybook is ready: pnpm storybook, then http://localhost:6006');
  process.exit(1);
}

const build = spawnSync('pnpm build', { shell: true, stdio: 'inherit', cwd: root });
if (build.status !== 0) process.exit(build.status ?? 1);
const server = spawnSync('pnpm --filter @salon/api start', {
  shell: true,
  stdio: 'inherit',
  cwd: root,
});
process.exit(server.status ?? 0);
