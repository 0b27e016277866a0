import { defineConfig } from 'tsup';
import { publishedPackage } from '../../tsup.base';

export default defineConfig({ ...publishedPackage, external: ['@salon/domain', 'xstate'] });
