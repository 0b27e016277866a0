import type { Metafile } from 'esbuild';

export const packageDir: string;
export const consumerDir: string;
export function ensureBuilt(): void;
export function packPackage(): string;
export function bundleConsumer(
  entry: string,
  options?: { minify?: boolean; name?: string },
): Promise<{ js: string; css: string; metafile: Metafile }>;
export function bytesFromUi(metafile: Metafile): number;
export const treeShakingMarkers: string[];
