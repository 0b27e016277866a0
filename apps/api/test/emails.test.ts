import { describe, expect, it } from 'vitest';
import en from '../lang/en/email.json';
import fr from '../lang/fr/email.json';
import { loadConfig } from '../src/config';
import { contactSubjectLabel, quoteChangeMessage, renderEmail } from '../src/infra/email/templates';
import type { EmailKind } from '../src/infra/email/templates';

// docs/i18n.md "Emails": every email text is a catalog message, in the contact's language (spec §1:
// French default and fallback), in the HTML part as in the text part.
const kinds: EmailKind[] = [
  'verification',
  'reset',
  'welcome',
  'first_registration_ack',
  'first_registration_accepted',
  'first_registration_declined',
  'contact_copy',
  'contact_team',
  'quote_change_request',
  'quote_revised',
  'payment_received',
  'transfer_pending',
];

const data = {
  firstname: 'Léa',
  link: 'https://portal.test/fr/verify?token=t',
  subject: 'billing',
  message: 'Une question.',
  from: 'lea@example.com',
  company: 'Atelier Léa',
  event: 'Salon 2026',
  amount: '1 200,00 €',
  reference: 'F-0042',
  iban: 'FR76 0000',
  bic: 'BICXXX',
  holder: 'Salon SAS',
};

describe('emails from the catalogs (spec §1, docs/i18n.md "Emails")', () => {
  it('writes each email in English for an English contact, subject, text and HTML', () => {
    const mail = renderEmail('payment_received', 'en', data);
    expect(mail.subject).toBe(en['email.payment_received.subject']);
    expect(mail.text).toContain('Hello Léa,');
    expect(mail.text).toContain(
      'We have received your payment of 1 200,00 € for Salon 2026. Your invoice F-0042 is available on the portal.',
    );
    expect(mail.text).toContain(`My invoices: ${data.link}`);
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain('>My invoices</a>');
    expect(mail.html).toContain('Kind regards,<br>The show team');
  });

  it('writes each email in French by default, with the French action line', () => {
    const mail = renderEmail('verification', 'fr', { ...data, firstname: null });
    expect(mail.subject).toBe(fr['email.verification.subject']);
    expect(mail.text.startsWith('Bonjour,\n')).toBe(true);
    expect(mail.text).toContain(`Vérifier mon adresse : ${data.link}`);
    expect(mail.link).toBe(data.link);
  });

  it('names the company only when there is one', () => {
    expect(renderEmail('first_registration_ack', 'en', data).text).toContain(
      'first participation request for Atelier Léa. Our',
    );
    expect(renderEmail('first_registration_ack', 'fr', { firstname: 'Léa' }).text).toContain(
      'demande de première participation. Notre comité',
    );
  });

  it('writes the team’s emails in the team’s language, French by default (TEAM_LANGUAGE, spec §1)', () => {
    const french = renderEmail('contact_team', 'fr', data);
    expect(french.subject).toBe('[Portail] Facturation — lea@example.com');
    expect(french.text).toContain('Message de lea@example.com (Atelier Léa) :');
    expect(french.html).toContain('<html lang="fr">');
    const english = renderEmail('contact_team', 'en', data);
    expect(english.subject).toBe('[Portal] Billing — lea@example.com');
    expect(english.html).toContain('<html lang="en">');
    expect(contactSubjectLabel('billing', 'en')).toBe('Billing');
    expect(contactSubjectLabel('unknown', 'en')).toBe('unknown');
    const dev = { NODE_ENV: 'development', DATA_DIR: '/nonexistent-salon-test' };
    expect(loadConfig(dev).teamLanguage).toBe('fr');
    expect(loadConfig({ ...dev, TEAM_LANGUAGE: 'en' }).teamLanguage).toBe('en');
    expect(() => loadConfig({ ...dev, TEAM_LANGUAGE: 'de' })).toThrow(
      /TEAM_LANGUAGE must be fr or en/,
    );
  });

  it('writes a quote change request’s changes in the team’s language, the comment as written (spec §5)', () => {
    expect(quoteChangeMessage('fr', ['surface', 'account'], 'Plus grand, svp')).toBe(
      'Modifications demandées : surface, société / facturation.\nCommentaire : Plus grand, svp',
    );
    expect(quoteChangeMessage('en', ['angles'], null)).toBe('Changes requested: corners.');
    expect(quoteChangeMessage('en', [], 'Bigger please')).toBe('Comment: Bigger please');
  });

  it('leaves no placeholder unfilled and no text outside the catalogs, in both languages', () => {
    const catalogTexts = (lang: Record<string, string>) => Object.values(lang).join('\n');
    for (const kind of kinds) {
      for (const [lang, catalog] of [
        ['fr', fr],
        ['en', en],
      ] as const) {
        const mail = renderEmail(kind, lang, data);
        expect(`${mail.subject}\n${mail.text}`, `${kind} ${lang}`).not.toMatch(/[{}]/);
        const firstLine = mail.text.split('\n')[0] as string;
        // The greeting comes from the recipient's catalog (a team's: the team's language).
        expect(catalogTexts(catalog)).toContain(firstLine.replace('Léa', '{firstname}'));
      }
    }
  });
});
