import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// One Storybook for the ui library and the portal's screens (docs/testing.md "Stories").
const config: StorybookConfig = {
  stories: [
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../apps/portal/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    // The props tables of the autodocs pages: docgen reads the components' own sources.
    reactDocgenTypescriptOptions: {
      tsconfigPath: path.join(dirname, 'tsconfig.docgen.json'),
      shouldExtractLiteralValuesFromEnum: true,
      propFilter: (prop) =>
        !prop.parent || !/node_modules\/(@types\/react|csstype)/.test(prop.parent.fileName),
    },
  },
  viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin()];
    // The runtime helper that vanilla-extract's compiled sprinkles import: the optimizer's scan
    // cannot see it, and finding it mid-run reloads the story tests. It is plain ESM: serve it as is.
    viteConfig.optimizeDeps = {
      ...viteConfig.optimizeDeps,
      exclude: [...(viteConfig.optimizeDeps?.exclude ?? []), '@vanilla-extract/sprinkles'],
      // react-dom itself (the ui's AppShell calls its `flushSync`) is found only when a story
      // imports it, after the first files ran: optimising it mid-run reloaded a test file. Named
      // here, it is bundled before the run starts.
      include: [...(viteConfig.optimizeDeps?.include ?? []), 'react-dom'],
    };
    return viteConfig;
  },
};

export default config;
