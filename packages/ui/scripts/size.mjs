// `pnpm --filter @salon/ui size`: gzipped sizes of the published JS and CSS, and of a consumer
// importing only a Button and a TextField (tree-shaking: it must not pull the table or the dates).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { bundleConsumer, bytesFromUi, packPackage, treeShakingMarkers } from './consumer.mjs';

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

const published = packPackage();
const consumer = await bundleConsumer('button-and-text-field.ts', {
  name: 'button-and-text-field',
});

const rows = [
  [
    '@salon/ui dist/index.js (whole library, gzipped, deps external)',
    gz(path.join(published, 'dist/index.js')),
  ],
  [
    '@salon/ui dist/index.css (the one CSS file, gzipped)',
    gz(path.join(published, 'dist/index.css')),
  ],
  ['consumer Button + TextField: JS with react-aria-components (gzipped)', gz(consumer.js)],
  [
    'consumer Button + TextField: of which JS from @salon/ui (minified)',
    bytesFromUi(consumer.metafile),
  ],
  ['consumer Button + TextField: CSS (gzipped; the one CSS file)', gz(consumer.css)],
];
console.log('@salon/ui sizes');
for (const [label, size] of rows) console.log(`  ${label.padEnd(72)} ${kb(size).padStart(9)}`);

const bundle = readFileSync(consumer.js, 'utf8');
const leaked = treeShakingMarkers.filter((marker) => bundle.includes(marker));
if (leaked.length > 0) {
  console.error(
    `Tree-shaking failed: the Button + TextField consumer contains ${leaked.join(', ')}`,
  );
  process.exit(1);
}
console.log(
  'Tree-shaking: the Button + TextField consumer holds no invoice table, quote, timeline or date code.',
);
