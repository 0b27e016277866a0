// Vitest global setup: compiles the catalogs before portal tests and story tests run.
import { compileAll } from './i18n';

export default function setup(): void {
  compileAll();
}
