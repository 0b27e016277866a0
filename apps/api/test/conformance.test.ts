// The API checked from its own published description (docs/security.md "The conformance run"):
// the source app on a real port, its OpenAPI document read from /api/v1/openapi.json and validated
// as OpenAPI 3.1, then at least 1,000 requests generated from the document's schemas to every
// operation, valid and invalid, as each demo principal, ids carried by the document's links; every
// answer checked by ajv against the document. The seed is printed (CONFORMANCE_SEED replays it);
// `pnpm --filter @salon/api conformance` is the longer run. On PGlite only: the document does not
// depend on the database, and test/property.test.ts sends hostile payloads on both.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCredentials } from './conformance/demo';
import { formatFailure, runConformance } from './conformance/runner';
import type { ConformanceReport } from './conformance/runner';
import { OPERATOR_KEY, PROVIDER_SECRET, startTestApp } from './helpers';
import type { TestApp } from './helpers';

const RUNS = 1_000;
const unlimited = { perIp: 1e9, perAccount: 1e9, windowSeconds: 60 };

describe('the API against its published OpenAPI document (docs/security.md "The conformance run")', () => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    // Without rate limits: the run signs in again after each logout, and sends hundreds of calls
    // that a limit would answer with 429 (declared, but they would test nothing else).
    t = await startTestApp('pglite', {
      seed: true,
      config: {
        rateLimits: {
          login: unlimited,
          password: unlimited,
          registration: unlimited,
          contact: unlimited,
          token: unlimited,
          ticketing: unlimited,
        },
      },
    });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t?.close();
  });

  // About a minute on an idle two-core machine; the timeout leaves room for a loaded one.
  it(
    `answers ${RUNS}+ generated requests to every operation as its document says (status, media type, schema, error code)`,
    { timeout: 900_000 },
    async () => {
      const seed = Number(process.env.CONFORMANCE_SEED) || Math.floor(Math.random() * 2 ** 31);
      const report: ConformanceReport = await runConformance({
        baseUrl,
        documentPath: '/api/v1/openapi.json',
        runs: RUNS,
        seed,
        credentials: demoCredentials({
          operatorKey: OPERATOR_KEY,
          provider: { secret: PROVIDER_SECRET, now: t.clock.now },
        }),
        log: (line) => console.log(line),
      });
      expect(report.documentProblems).toEqual([]);
      expect(report.failures.map((failure) => formatFailure(seed, failure))).toEqual([]);
      expect(report.sent).toBeGreaterThanOrEqual(RUNS);
      // Every operation of the document was called, and answered.
      expect(report.operations.length).toBeGreaterThan(40);
      for (const operation of report.operations) {
        expect(Object.keys(report.statuses[operation] ?? {}), operation).not.toEqual([]);
      }
    },
  );
});
