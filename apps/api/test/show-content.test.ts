// What the organiser publishes for every page (docs/api.md "Organiser settings"): the payment
// blackout windows that apply (spec §1, §9) and the dashboard's academy banner (spec §2
// me/dashboard), both from the API's configuration.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { PRODUCTION_ENV, TestClock, startTestApp } from './helpers';
import type { TestApp } from './helpers';

describe('the published payment blackout windows (spec §1, §9)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', {
      // 2 March 2026, 10:00 UTC: one window over, one in force, one to come.
      clock: new TestClock(),
      env: {
        PAYMENT_BLACKOUT: '2026-06-01..2026-06-02, 2026-02-01..2026-02-03, 2026-03-01..2026-03-05',
      },
    });
  });
  afterAll(() => t.close());

  it('publishes the windows in force and to come, with the client token, the past ones left out', async () => {
    const token = await t.clientToken();
    expect(await t.ok('paymentBlackouts', { token })).toEqual([
      { start: '2026-03-01', end: '2026-03-05' },
      { start: '2026-06-01', end: '2026-06-02' },
    ]);
  });

  it('answers only a caller with a token (spec §7 client calls)', async () => {
    expect((await t.call('paymentBlackouts', { token: null })).status).toBe(401);
  });
});

describe("the dashboard's academy banner (spec §2 me/dashboard)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', {
      env: {
        ACADEMY_URL_FR: 'https://academie.example/webinaires',
        ACADEMY_TEXT_FR: 'Nos webinaires du mois : la vitrine qui vend.',
        ACADEMY_TEXT_EN: 'This month’s webinars: the display that sells.',
      },
    });
  });
  afterAll(() => t.close());

  it('publishes the configured banner per language, English falling back to French where unset', async () => {
    const token = await t.clientToken();
    expect(await t.ok('academy', { token })).toEqual([
      {
        language: 'fr',
        url: 'https://academie.example/webinaires',
        text: 'Nos webinaires du mois : la vitrine qui vend.',
      },
      {
        language: 'en',
        url: 'https://academie.example/webinaires',
        text: 'This month’s webinars: the display that sells.',
      },
    ]);
  });

  it('has a demo banner in both languages by default, and none in production unless set', () => {
    const demo = loadConfig({ NODE_ENV: 'development', DATA_DIR: '/nonexistent-salon-test' });
    expect(demo.academy.map((banner) => banner.language)).toEqual(['fr', 'en']);
    expect(demo.academy.every((banner) => banner.url.startsWith('https://'))).toBe(true);
    expect(loadConfig({ ...PRODUCTION_ENV }).academy).toEqual([]);
  });

  it('refuses a banner without its French link or text, a link that is not http(s), a text too long', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig({ ...PRODUCTION_ENV, ...env });
        return [];
      } catch (error) {
        return (error as { problems: string[] }).problems;
      }
    };
    expect(problems({ ACADEMY_URL_EN: 'https://academy.example' })).toEqual([
      'ACADEMY_URL_FR and ACADEMY_TEXT_FR are both required for an academy banner',
    ]);
    expect(
      problems({ ACADEMY_URL_FR: 'javascript:alert(1)', ACADEMY_TEXT_FR: 'Webinaires' }),
    ).toContain("ACADEMY_URL_FR must be an absolute http(s) URL (got 'javascript:alert(1)')");
    expect(
      problems({ ACADEMY_URL_FR: 'https://academie.example', ACADEMY_TEXT_FR: 'x'.repeat(301) }),
    ).toContain('ACADEMY_TEXT_FR must be at most 300 characters, without control characters');
  });
});
