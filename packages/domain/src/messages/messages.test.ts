import { describe, expect, it } from 'vitest';
import { domainCatalogs } from './catalogs';
import {
  isMessageKey,
  messageArguments as argumentNames,
  messageKeys,
  resolveLanguage,
  resolveMessageKey,
  serverTextAliases,
  translate,
} from './index';

describe('domain catalogs, packages/domain/lang (spec §1, §8; docs/i18n.md)', () => {
  it('gives every key a non-empty, trimmed French and English text (spec §1: fr and en)', () => {
    expect(messageKeys.length).toBeGreaterThan(80);
    for (const key of messageKeys) {
      for (const lang of ['fr', 'en'] as const) {
        const text = domainCatalogs[lang][key];
        expect(text.trim(), `${key} ${lang}`).not.toBe('');
        expect(text, `${key} ${lang} is trimmed`).toBe(text.trim());
      }
    }
  });

  it('uses dotted keys `<group>.<snake_case>` that toFieldErrors recognises (spec §8)', () => {
    for (const key of messageKeys) expect(key).toMatch(/^[a-z]+\.[a-z0-9_]+$/);
  });

  it('has the same English ids as French ones', () => {
    expect(Object.keys(domainCatalogs.en).sort()).toEqual([...messageKeys].sort());
  });

  it('has the same ICU arguments in French and English, as intl-messageformat reads them', () => {
    for (const key of messageKeys) {
      expect(argumentNames(domainCatalogs.fr[key]), key).toEqual(
        argumentNames(domainCatalogs.en[key]),
      );
    }
    expect(argumentNames(domainCatalogs.fr['validation.surface_too_small'])).toEqual(['min']);
    expect(argumentNames(domainCatalogs.en['notice.payment_blackout'])).toEqual(['end', 'start']);
  });

  it('keeps texts valid for react-intl: no rich-text tags', () => {
    for (const key of messageKeys) {
      for (const text of [domainCatalogs.fr[key], domainCatalogs.en[key]]) {
        expect(text, key).not.toMatch(/[<>]/);
      }
    }
  });

  it('uses the French typographic apostrophe outside the validation texts', () => {
    for (const key of messageKeys.filter((id) => !id.startsWith('validation.'))) {
      expect(domainCatalogs.fr[key], key).not.toContain("'");
    }
  });

  it('holds every message of spec §8, found from its English wording (spec §5, §8)', () => {
    const specTexts = [
      'Incorrect identifiers.',
      'No user corresponds to this email.',
      'An initial request has already been made using this email address',
      "Passwords don't match",
      'The password is not correct',
      'This email address does not match our records',
      'An account already exists with this email address. Try logging in.',
      'No match in our records.',
      'The verification period has expired.',
      'The verification token is invalid.',
      'Your email has already been verified.',
      'Email not verified. Check your mailbox...',
      'Several results match your email address. Please contact the WSN team.',
      'Unauthorised action',
      'Unauthorised access',
      'You have exceeded the server request limit',
      'No results for your search',
      'Contact inactive',
      'An issue has occurred. We are unable to initialize your exhibitor account...',
      'An error has occured. Your message has not been sent, please try again.',
      'A request is already in progress. Please wait.',
      'This surface is too hight (max 99m2)',
      'The surface area must be at least {min}m2',
      'You have not indicated any change(s)',
      'There are errors in your input',
      'There are errors in your data entry',
      'Une erreur est survenue veuillez vous reconnecter...',
      'account does not exist',
      'The SIRET is invalid',
      'The email must be a valid email address',
      'This field is required',
      'The field is mandatory',
    ];
    for (const text of specTexts) expect(resolveMessageKey(text), text).toBeDefined();
    // The messages the spec names without quoting them, by key.
    for (const key of [
      'error.no_portal_account',
      'error.contact_email_not_unique',
      'error.duplicate_contact',
      'error.reset_token_invalid',
      'error.wrong_credentials',
      'error.payment_failed',
      'error.quote_request_failed',
      'error.session_expired',
      'notice.payment_blackout',
      'validation.url',
      'validation.password_format',
      'success.reset_link_sent',
      'success.password_reset',
      'success.account_activated',
      'success.verification_email_resent',
      'success.information_recorded',
      'success.password_saved',
      'success.message_sent',
    ])
      expect(isMessageKey(key), key).toBe(true);
  });

  it('leaves out the spec §8 messages the product answers otherwise (docs/spec-map.md "§8 Messages the product answers otherwise")', () => {
    for (const text of [
      'Your account has just been created. Click on forgot password to initialise your access.',
      'This e-mail address is already in use',
      'Unknown user',
      'No account found',
    ])
      expect(resolveMessageKey(text), text).toBeUndefined();
  });

  it('points every server-text alias at an existing key', () => {
    for (const [text, key] of Object.entries(serverTextAliases)) {
      expect(isMessageKey(key), text).toBe(true);
    }
  });
});

describe('translate with intl-messageformat (spec §1: French default and fallback)', () => {
  it('gives the French text by default and for an unknown language', () => {
    expect(translate('error.contact_inactive')).toBe(
      'Contact inactif. Merci de contacter l’équipe WSN.',
    );
    expect(translate('error.contact_inactive', 'fr')).toBe(
      'Contact inactif. Merci de contacter l’équipe WSN.',
    );
    expect(translate('error.contact_inactive', 'de')).toBe(
      'Contact inactif. Merci de contacter l’équipe WSN.',
    );
    expect(translate('error.contact_inactive', null)).toBe(
      'Contact inactif. Merci de contacter l’équipe WSN.',
    );
  });

  it('gives the English text for en and its regional tags', () => {
    expect(translate('error.contact_inactive', 'en')).toBe(
      'Contact inactive. Please contact the WSN team.',
    );
    expect(translate('error.contact_inactive', 'en-US')).toBe(
      'Contact inactive. Please contact the WSN team.',
    );
    expect(translate('error.contact_inactive', 'EN_gb')).toBe(
      'Contact inactive. Please contact the WSN team.',
    );
    expect(resolveLanguage('english')).toBe('fr');
  });

  it('fills in the arguments, numbers with the locale grouping', () => {
    expect(translate('validation.surface_too_small', 'en', { min: 9 })).toBe(
      'The surface area must be at least 9m2',
    );
    expect(
      translate('notice.payment_blackout', 'fr', {
        start: '28 décembre 2024',
        end: '1er janvier 2025',
      }),
    ).toBe('Les paiements en ligne sont indisponibles du 28 décembre 2024 au 1er janvier 2025.');
  });

  it('leaves a missing argument as written rather than dropping text', () => {
    expect(translate('action.pay_balance_before', 'en')).toBe('Pay the balance before {date}');
  });

  it('returns an unknown key as itself at run time', () => {
    expect(translate('error.nope' as never, 'en')).toBe('error.nope');
  });
});

describe('resolveMessageKey (spec §5: server messages translated by key)', () => {
  it('returns a description that is already a key', () => {
    expect(resolveMessageKey('error.contact_inactive')).toBe('error.contact_inactive');
    expect(resolveMessageKey('  error.contact_inactive  ')).toBe('error.contact_inactive');
  });

  it('turns dots into underscores to find a key (spec §5)', () => {
    const known = ['auth_failed', 'Incorrect identifiers_'];
    expect(resolveMessageKey('auth.failed', known)).toBe('auth_failed');
    expect(resolveMessageKey('Incorrect identifiers.', known)).toBe('Incorrect identifiers_');
  });

  it('trims trailing dots and spaces to find a key (spec §5)', () => {
    expect(resolveMessageKey('error.contact_inactive. ')).toBe('error.contact_inactive');
    expect(resolveMessageKey('Incorrect identifiers', ['Incorrect identifiers'])).toBe(
      'Incorrect identifiers',
    );
  });

  it('matches the English or French text, trimmed, whatever the case and apostrophes', () => {
    expect(resolveMessageKey('Incorrect identifiers')).toBe('error.incorrect_identifiers');
    expect(resolveMessageKey('incorrect IDENTIFIERS...')).toBe('error.incorrect_identifiers');
    expect(resolveMessageKey('Identifiants incorrects.')).toBe('error.incorrect_identifiers');
    expect(resolveMessageKey("Ce compte n'existe pas")).toBe('error.account_does_not_exist');
    expect(resolveMessageKey('Contact   inactive …')).toBe('error.contact_inactive');
  });

  it('finds the spec’s own wording of a corrected message', () => {
    expect(
      resolveMessageKey('An error has occured. Your message has not been sent, please try again.'),
    ).toBe('error.message_not_sent');
    expect(resolveMessageKey('This surface is too hight (max 99m2)')).toBe(
      'validation.surface_too_big',
    );
  });

  it('gives undefined for unknown text, empty text and anything not a string', () => {
    expect(resolveMessageKey('Something else entirely')).toBeUndefined();
    expect(resolveMessageKey('')).toBeUndefined();
    expect(resolveMessageKey('   ')).toBeUndefined();
    expect(resolveMessageKey(null)).toBeUndefined();
    expect(resolveMessageKey(42)).toBeUndefined();
    expect(resolveMessageKey({ toString: () => 'error.contact_inactive' })).toBeUndefined();
    expect(resolveMessageKey('x'.repeat(100_000))).toBeUndefined();
  });

  it('answers only within the known keys when given', () => {
    expect(resolveMessageKey('Contact inactive', ['error.generic'])).toBeUndefined();
    expect(resolveMessageKey('Contact inactive', ['error.contact_inactive'])).toBe(
      'error.contact_inactive',
    );
  });
});
