// Precompressed copies of the built portal (docs/performance.md): for each text file of dist/
// (scripts, styles, the page, the catalogs, the icons' SVG), a `.br` (Brotli, best quality) and a
// `.gz` (gzip -9) beside it, when they are smaller. The API serves them to browsers that accept
// them (`@fastify/static` preCompressed), so nothing is compressed per request. Run after
// `vite build`; `pnpm build` does.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map|webmanifest)$/;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

let count = 0;
let before = 0;
let afterBrotli = 0;
for (const file of files(dist)) {
  if (!COMPRESSIBLE.test(file) || file.endsWith('.map')) continue;
  const content = readFileSync(file);
  const brotli = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  const gzip = gzipSync(content, { level: 9 });
  if (brotli.length < content.length) writeFileSync(`${file}.br`, brotli);
  if (gzip.length < content.length) writeFileSync(`${file}.gz`, gzip);
  count += 1;
  before += content.length;
  afterBrotli += Math.min(brotli.length, content.length);
}
console.log(
  `Precompressed ${count} files: ${(before / 1024).toFixed(0)} kB -> ${(afterBrotli / 1024).toFixed(0)} kB with Brotli`,
);
