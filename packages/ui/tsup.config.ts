import { readFile, writeFile } from 'node:fs/promises';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';
import { publishedPackage } from '../../tsup.base';

export default defineConfig({
  ...publishedPackage,
  treeshake: true,
  external: ['react', 'react-dom', 'react/jsx-runtime', 'react-aria-components', 'react-aria'],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  // The compiled sprinkles call is side-effect free: marking it pure lets consumers drop the
  // atoms when they do not use `sprinkles` (tree-shaking, checked by scripts/size.mjs).
  async onSuccess() {
    const file = 'dist/index.js';
    const code = await readFile(file, 'utf8');
    const marked = code.replace(/= createSprinkles\(/g, '= /* @__PURE__ */ createSprinkles(');
    if (marked === code) throw new Error('tsup: the sprinkles call was not found in dist/index.js');
    await writeFile(file, marked);
  },
});
