// Code-split routes (issue 6: every route behind the login is its own chunk, with the catalog
// namespaces it shows). A chunk that does not load within 120 seconds fails, and the route's error
// element offers a reload (spec §7, §9).
import { CHUNK_LOAD_TIMEOUT_MS } from '@salon/domain';
import type { ComponentType } from 'react';
import type {
  LoaderFunctionArgs,
  RouteObject,
  ShouldRevalidateFunctionArgs,
} from 'react-router-dom';
import { loadNamespaces } from '../i18n/catalogs';
import { isLanguage } from '../kit/routing/paths';

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

/** What a lazy route adds to its route object: the loader of its namespaces and its chunk. */
export type LazyRoute = Required<Pick<RouteObject, 'lazy' | 'loader' | 'shouldRevalidate'>>;

/**
 * A route whose component is the export `name` of a chunk, and which shows the catalog
 * namespaces `namespaces` (besides the common ones, src/i18n/catalogs.ts):
 * `...lazyRoute(() => import('../screens/auth/LoginScreen'), 'ProLoginScreen', ['login'])`.
 * The chunk and the namespaces of the page's language load in parallel (react-router runs a
 * static loader alongside `lazy`) and the route renders once both are in, so no message id ever
 * shows. They load again only when the language changes.
 */
export function lazyRoute<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
  namespaces: readonly string[],
): LazyRoute {
  return {
    loader: async ({ params: { lang } }: LoaderFunctionArgs) => {
      if (isLanguage(lang)) await withChunkTimeout(() => loadNamespaces(lang, namespaces));
      return null;
    },
    shouldRevalidate: ({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) =>
      currentParams.lang !== nextParams.lang,
    lazy: async () => {
      const module = await withChunkTimeout(load);
      return { Component: module[name] as ComponentType };
    },
  };
}
