// The build of every published package (docs/architecture.md "Language and framework": a
// published package is built with tsup, ESM with its bundled `.d.ts`): one entry, source maps,
// ES2022. Each package's tsup.config.ts adds what is its own (externals, plugins).
import type { Options } from 'tsup';

export const publishedPackage = {
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
} satisfies Options;
