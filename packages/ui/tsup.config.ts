import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  treeshake: true,
  external: ['react', 'react-dom', 'react/jsx-runtime', 'react-aria-components'],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
