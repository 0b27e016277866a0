import { defineProject } from 'vitest/config';

// The API's tests (docs/api.md): Fastify's inject, a fresh database per test file. Always on PGlite
// (in memory, loaded from a migrated template made once by the global setup); also on a
// PostgreSQL server when TEST_DATABASE_URL is set (a fresh database per file on that server).
export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Each PGlite holds a whole PostgreSQL in memory: two files at a time on two cores.
    maxWorkers: 2,
    // Its own worker limit needs its own group in the workspace run (vitest: projects with
    // different maxWorkers must not share sequence.groupOrder); it runs after the other projects.
    sequence: { groupOrder: 1 },
  },
});
