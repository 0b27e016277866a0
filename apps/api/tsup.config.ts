import { defineConfig } from 'tsup';

// The server and the operator CLI, bundled with @salon/domain (its package exports TypeScript
// source); every other dependency stays external and is loaded from node_modules at run time.
export default defineConfig({
  entry: { main: 'src/main.ts', operator: 'src/cli/operator.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
  dts: false,
  noExternal: [/^@salon\//],
});
