// Forgotten passwords (spec §2 forgot-password and reset-password, §5 password rule, §8): the
// link comes through the outbox, works once within the hour, and ends every session.
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, databaseKinds, linkParams, resetBody, seededApp } from './helpers';
import type { TestApp } from './helpers';

const password = 'Nouveau-Mot-2026!';

describe.each(databaseKinds)('password reset on %s (spec §2, §5, §8)', (kind) => {
  let t: TestApp;
  let token: string;
  seededApp(kind, async (app) => {
    t = app;
    token = await t.clientToken();
  });

  it('resets a password through the outbox link, once, and ends the sessions (spec §2, docs/security.md)', async () => {
    const email = DEMO_ACCOUNTS[1].email;
    const oldSession = await t.login(email, DEMO_ACCOUNTS[1].password, 'visiteur');
    const known = await t.call('forgotPassword', { token, body: { email, role: 'visiteur' } });
    const unknown = await t.call('forgotPassword', {
      token,
      body: { email: 'ghost@salon.test', role: 'visiteur' },
    });
    // The same answer whether or not the account exists (spec §8).
    expect(known.status).toBe(200);
    expect(unknown.json).toEqual(known.json);
    expect(await t.mailbox('ghost@salon.test')).toEqual([]);
    const mail = await t.mailOf(email, 'reset');
    expect(mail.link).toMatch(/\/fr\/reset-password\?token=/);
    const resetToken = linkParams(mail.link).get('token');
    const newPassword = 'Visiteur-Nouveau-9?';
    const done = await t.ok('resetPassword', {
      token,
      body: { token: resetToken, password: newPassword, password_confirmation: newPassword },
    });
    expect(done).toEqual({ role: 'visiteur', email });
    expect((await t.call('me', { token: oldSession })).status).toBe(401);
    const reused = await t.call('resetPassword', {
      token,
      body: { token: resetToken, password: newPassword, password_confirmation: newPassword },
    });
    expect(reused.json).toEqual({ code: 4101, description: 'error.reset_token_invalid' });
    expect(await t.login(email, newPassword, 'visiteur')).toBeTruthy();
  });

  it('refuses an expired reset link (1 hour, docs/security.md)', async () => {
    const email = DEMO_ACCOUNTS[0].email;
    await t.ok('forgotPassword', { token, body: { email, role: 'exposant' } });
    const mail = await t.mailOf(email, 'reset');
    t.clock.advance(3601);
    const result = await t
      .call('resetPassword', {
        token,
        body: resetBody(mail.link, password),
      })
      .finally(() => t.clock.advance(-3601));
    expect(result.json.code).toBe(4100);
  });

  it('checks the password rule and its confirmation on reset (spec §5)', async () => {
    const result = await t.call('resetPassword', {
      token,
      body: { token: 'whatever', password: 'short', password_confirmation: 'other' },
    });
    expect(result.status).toBe(422);
    expect(result.json.errors).toMatchObject({ password: ['validation.password_format'] });
  });
});
