import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [vanillaExtractPlugin()],
  test: { name: 'ui', environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'] },
});
