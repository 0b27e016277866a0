// Common passwords (spec §5 password rules, docs/security.md "Common passwords"): a password that
// is one of the 10,000 most common, dressed up to pass the spec §5 rule, is refused with
// `validation.password_common` on reset and change, and the reset link stays usable.
import { isCommonPassword, parseCommonPasswords } from '@salon/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, linkParams, seededApp } from './helpers';
import type { TestApp } from './helpers';

describe('common passwords (spec §5, docs/security.md "Common passwords")', () => {
  let t: TestApp;
  let token: string;
  seededApp('pglite', async (app) => {
    t = app;
    token = await t.clientToken();
  });

  it('compares the list word under case, trailing digits and end symbols', () => {
    const list = parseCommonPasswords('password\nazerty\nsoleil\n');
    expect(isCommonPassword('Password1!', list)).toBe(true);
    expect(isCommonPassword('!Azerty2024?', list)).toBe(true);
    expect(isCommonPassword('SOLEIL', list)).toBe(true);
    expect(isCommonPassword('Soleil-Levant-9!', list)).toBe(false);
  });

  it('refuses a common password on reset, and the link still works for a good one', async () => {
    const email = DEMO_ACCOUNTS[0].email;
    await t.ok('forgotPassword', { token, body: { email, role: 'exposant' } });
    const mail = await t.mailOf(email, 'reset');
    const resetToken = linkParams(mail.link).get('token');
    const common = await t.call('resetPassword', {
      token,
      body: { token: resetToken, password: 'Password1!', password_confirmation: 'Password1!' },
    });
    expect(common.status).toBe(422);
    expect(common.json.errors).toEqual({ password: ['validation.password_common'] });
    const good = 'Rare-Exposant-2026!';
    await t.ok('resetPassword', {
      token,
      body: { token: resetToken, password: good, password_confirmation: good },
    });
    expect(await t.login(email, good, 'exposant')).toBeTruthy();
  });

  it('refuses a common password on password change', async () => {
    const visitor = DEMO_ACCOUNTS[1];
    const session = await t.login(visitor.email, visitor.password, 'visiteur');
    const result = await t.call('changePassword', {
      token: session,
      body: {
        oldpassword: visitor.password,
        password: 'Azerty123?',
        password_confirmation: 'Azerty123?',
      },
    });
    expect(result.status).toBe(422);
    expect(result.json.errors).toEqual({ password: ['validation.password_common'] });
    expect(await t.login(visitor.email, visitor.password, 'visiteur')).toBeTruthy();
  });
});
