import { describe, expect, it } from 'vitest';
import { afterVerificationPath } from './links';

describe('after a verified address (spec §4 email verification, §7 resend-verified-email)', () => {
  it('goes to the login page of the verified role, the address prefilled', () => {
    expect(afterVerificationPath('en', 'visiteur', 'ana@salon.test', null)).toBe(
      '/en/guest/login?email=ana%40salon.test',
    );
  });

  it('goes to the redirect_url the link names, keeping its own query (spec §7)', () => {
    expect(
      afterVerificationPath(
        'fr',
        'exposant',
        'ana@salon.test',
        '/fr/pro/login?redirect=%2Ffr%2Fpro%2Finvoices',
      ),
    ).toBe('/fr/pro/login?redirect=%2Ffr%2Fpro%2Finvoices&email=ana%40salon.test');
  });

  it('never follows a redirect to another origin (open-redirect guard)', () => {
    for (const redirect of ['//evil.test/fr/pro/login', 'https://evil.test/', '/\\evil.test']) {
      expect(afterVerificationPath('fr', 'exposant', 'ana@salon.test', redirect)).toBe(
        '/fr/pro/login?email=ana%40salon.test',
      );
    }
  });
});
