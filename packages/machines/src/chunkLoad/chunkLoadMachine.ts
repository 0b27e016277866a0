// Loading a screen's code chunk (spec §7 'Chunk loading times out after 120 seconds', §9). The
// portal's lazy routes load each screen's code with this machine: a chunk that has not arrived
// after 120 s, or that failed (a new version was deployed, the network dropped), shows a message
// with 'try again' and 'reload the page'.
import { fromPromise, setup } from 'xstate';
import { CHUNK_LOAD_TIMEOUT_MS } from '@salon/domain';
import { provideMe } from '../shared/provideMe';
import { stateValuesOf } from '../shared/stateValues';

export type ChunkLoadEvent =
  /** failed or timedOut: load again. */
  | { type: 'RETRY' }
  /** failed or timedOut: reload the whole page (the screen does it in 'reloading'). */
  | { type: 'RELOAD' };

export const chunkLoadMachine = setup({
  types: {
    events: {} as ChunkLoadEvent,
  },
  actors: {
    /** The screen's dynamic import, provided by the portal's route. */
    loadChunk: fromPromise<void, void>(provideMe('loadChunk')),
  },
  delays: {
    /** spec §7, §9: chunk loading times out after 120000 ms. */
    chunkTimeout: CHUNK_LOAD_TIMEOUT_MS,
  },
}).createMachine({
  id: 'chunkLoad',
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadChunk',
        src: 'loadChunk',
        onDone: 'loaded',
        onError: 'failed',
      },
      after: { chunkTimeout: 'timedOut' },
    },
    loaded: {
      type: 'final',
    },
    failed: {
      on: { RETRY: 'loading', RELOAD: 'reloading' },
    },
    /** The chunk did not arrive within 120 s (spec §7). */
    timedOut: {
      on: { RETRY: 'loading', RELOAD: 'reloading' },
    },
    reloading: {
      type: 'final',
    },
  },
});

/** Every state of a screen's loading, for the portal's stories (docs/machines.md "State lists"). */
export const chunkLoadStates = stateValuesOf(chunkLoadMachine);
