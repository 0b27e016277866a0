// Where the package sits on disk, from src/ (tsx, vitest) or dist/ (the built server) alike.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findPackageRoot(start: string): string {
  let dir = start;
  for (;;) {
    if (existsSync(path.join(dir, 'drizzle', 'meta', '_journal.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(start, '..');
    dir = parent;
  }
}

/** apps/api */
export const packageRoot = findPackageRoot(path.dirname(fileURLToPath(import.meta.url)));
/** The versioned migrations written by drizzle-kit. */
export const migrationsFolder = path.join(packageRoot, 'drizzle');
