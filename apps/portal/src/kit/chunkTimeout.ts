// The chunk timeout of spec §9: a chunk that does not load within 120 s fails, and the route's
// error boundary offers a reload (src/root/RouteBoundary.tsx). Used by the lazy routes
// (src/root/lazyScreen.tsx) and the on-demand parts of a screen (./chunks.tsx).
import { CHUNK_LOAD_TIMEOUT_MS } from '@salon/domain';

export class ChunkLoadTimeout extends Error {
  constructor() {
    super(`A part of the portal did not load within ${CHUNK_LOAD_TIMEOUT_MS / 1000} s`);
    this.name = 'ChunkLoadTimeout';
  }
}

/** Races a dynamic import against the chunk timeout. */
export function withChunkTimeout<T>(
  load: () => Promise<T>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadTimeout()), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
