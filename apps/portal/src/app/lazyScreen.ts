// Code-split screens (issue 6: every route behind the login is its own chunk). A chunk that does
// not load within 120 seconds fails, and the route's error element offers a reload (spec §7, §9).
import { CHUNK_LOAD_TIMEOUT_MS } from '@salon/domain';
import type { ComponentType } from 'react';

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

/**
 * A react-router `lazy` for a module whose `export` names the screen component:
 * `lazy: screen(() => import('../screens/login/LoginScreen'), 'LoginScreen')`.
 */
export function screen<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return async () => {
    const module = await withChunkTimeout(load);
    return { Component: module[name] as ComponentType };
  };
}
