// The emails of the API (docs/api.md), in French or English by the contact's language (spec §1:
// French default and fallback): plain text plus a simple HTML version, links to the portal's
// routes built from PUBLIC_URL (spec §2).
import type { Language } from '@salon/domain';

export type EmailKind =
  | 'verification'
  | 'reset'
  | 'welcome'
  | 'first_registration_ack'
  | 'first_registration_accepted'
  | 'first_registration_declined'
  | 'contact_copy'
  | 'contact_team'
  | 'quote_change_request'
  | 'quote_revised'
  | 'payment_received'
  | 'transfer_pending';

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
  link: string | null;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

interface Parts {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  closing: string;
}

function render(lang: Language, parts: Parts): EmailContent {
  const text = [
    parts.greeting,
    '',
    ...parts.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(parts.action
      ? [`${parts.action.label}${lang === 'fr' ? ' : ' : ': '}${parts.action.url}`, '']
      : []),
    parts.closing,
  ].join('\n');
  const html = `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><title>${escapeHtml(parts.subject)}</title></head>
<body style="font-family: Arial, sans-serif; line-height: 1.5; color: #1a1a1a; max-width: 40rem">
<p>${escapeHtml(parts.greeting)}</p>
${parts.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`).join('\n')}
${
  parts.action
    ? `<p><a href="${escapeHtml(parts.action.url)}" style="display: inline-block; padding: 0.6rem 1.2rem; background: #1f3a93; color: #ffffff; text-decoration: none; border-radius: 4px">${escapeHtml(parts.action.label)}</a></p>
<p style="font-size: 0.9em">${escapeHtml(parts.action.url)}</p>`
    : ''
}
<p>${escapeHtml(parts.closing).replace(/\n/g, '<br>')}</p>
</body>
</html>`;
  return { subject: parts.subject, text, html, link: parts.action?.url ?? null };
}

const closing = {
  fr: 'Bien cordialement,\nL’équipe du salon',
  en: 'Kind regards,\nThe show team',
};

function hello(lang: Language, firstname: string | null): string {
  if (lang === 'en') return firstname ? `Hello ${firstname},` : 'Hello,';
  return firstname ? `Bonjour ${firstname},` : 'Bonjour,';
}

export interface EmailData {
  firstname?: string | null;
  link?: string;
  subject?: string;
  message?: string;
  from?: string;
  company?: string;
  event?: string;
  comment?: string;
  amount?: string;
  reference?: string;
  iban?: string;
  bic?: string;
  holder?: string;
}

const contactSubjectLabels: Record<string, Record<Language, string>> = {
  commercial: { fr: 'Demande commerciale', en: 'Commercial request' },
  exhibitor_account: {
    fr: 'Demande liée à mon compte exposant',
    en: 'Request linked to my exhibitor account',
  },
  billing: { fr: 'Facturation', en: 'Billing' },
  booth: { fr: 'Gestion du stand', en: 'Booth management' },
  badges: { fr: 'Badges et invitations', en: 'Badges and invitations' },
  other: { fr: 'Autre', en: 'Other' },
};

export function contactSubjectLabel(subject: string, lang: Language): string {
  return contactSubjectLabels[subject]?.[lang] ?? subject;
}

/** The content of an email of `kind` in `lang`. */
export function renderEmail(kind: EmailKind, lang: Language, data: EmailData): EmailContent {
  const fr = lang === 'fr';
  const greeting = hello(lang, data.firstname ?? null);
  const link = data.link ?? '';
  switch (kind) {
    case 'verification':
      return render(lang, {
        subject: fr ? 'Vérifiez votre adresse e-mail' : 'Verify your email address',
        greeting,
        paragraphs: [
          fr
            ? 'Votre compte sur le portail du salon est créé. Pour l’activer, confirmez votre adresse e-mail. Ce lien est valable 48 heures.'
            : 'Your account on the show portal has been created. To activate it, confirm your email address. This link is valid for 48 hours.',
        ],
        action: { label: fr ? 'Vérifier mon adresse' : 'Verify my address', url: link },
        closing: closing[lang],
      });
    case 'reset':
      return render(lang, {
        subject: fr ? 'Réinitialisez votre mot de passe' : 'Reset your password',
        greeting,
        paragraphs: [
          fr
            ? 'Vous avez demandé à réinitialiser votre mot de passe. Ce lien est valable une heure et ne sert qu’une fois. Si vous n’êtes pas à l’origine de cette demande, ignorez ce message.'
            : 'You asked to reset your password. This link is valid for one hour and works once. If you did not ask for it, ignore this message.',
        ],
        action: {
          label: fr ? 'Choisir un nouveau mot de passe' : 'Choose a new password',
          url: link,
        },
        closing: closing[lang],
      });
    case 'welcome':
      return render(lang, {
        subject: fr ? 'Votre accès au portail exposant' : 'Your access to the exhibitor portal',
        greeting,
        paragraphs: [
          fr
            ? 'Votre compte sur le portail du salon est prêt. Choisissez votre mot de passe pour y accéder ; ce lien est valable 7 jours.'
            : 'Your account on the show portal is ready. Choose your password to access it; this link is valid for 7 days.',
        ],
        action: { label: fr ? 'Choisir mon mot de passe' : 'Choose my password', url: link },
        closing: closing[lang],
      });
    case 'first_registration_ack':
      return render(lang, {
        subject: fr
          ? 'Nous avons bien reçu votre demande de participation'
          : 'We have received your participation request',
        greeting,
        paragraphs: [
          fr
            ? `Merci pour votre demande de première participation${data.company ? ` pour ${data.company}` : ''}. Notre comité de sélection l’étudie et vous répond sous 72 heures.`
            : `Thank you for your first participation request${data.company ? ` for ${data.company}` : ''}. Our selection committee is reviewing it and will reply within 72 hours.`,
        ],
        closing: closing[lang],
      });
    case 'first_registration_accepted':
      return render(lang, {
        subject: fr
          ? 'Votre demande de participation est acceptée'
          : 'Your participation request is accepted',
        greeting,
        paragraphs: [
          fr
            ? 'Bonne nouvelle : le comité de sélection a accepté votre demande. Votre compte exposant est créé ; choisissez votre mot de passe pour accéder au portail. Ce lien est valable 7 jours.'
            : 'Good news: the selection committee has accepted your request. Your exhibitor account is created; choose your password to access the portal. This link is valid for 7 days.',
          ...(data.comment ? [data.comment] : []),
        ],
        action: { label: fr ? 'Choisir mon mot de passe' : 'Choose my password', url: link },
        closing: closing[lang],
      });
    case 'first_registration_declined':
      return render(lang, {
        subject: fr ? 'Votre demande de participation' : 'Your participation request',
        greeting,
        paragraphs: [
          fr
            ? 'Nous vous remercions pour votre demande. Après examen, le comité de sélection ne peut pas y donner une suite favorable cette fois-ci.'
            : 'Thank you for your request. After review, the selection committee cannot accept it this time.',
          ...(data.comment ? [data.comment] : []),
        ],
        closing: closing[lang],
      });
    case 'contact_copy':
      return render(lang, {
        subject: fr
          ? `Votre message : ${contactSubjectLabel(data.subject ?? '', lang)}`
          : `Your message: ${contactSubjectLabel(data.subject ?? '', lang)}`,
        greeting,
        paragraphs: [
          fr
            ? 'Nous avons bien reçu votre message et vous répondrons rapidement. En voici une copie :'
            : 'We have received your message and will answer soon. Here is a copy:',
          data.message ?? '',
        ],
        closing: closing[lang],
      });
    case 'contact_team':
      return render(lang, {
        subject: `[Portail] ${contactSubjectLabel(data.subject ?? '', 'fr')} — ${data.from ?? ''}`,
        greeting: 'Bonjour,',
        paragraphs: [
          `Message de ${data.from ?? ''}${data.company ? ` (${data.company})` : ''} :`,
          data.message ?? '',
        ],
        closing: 'Le portail exposant',
      });
    case 'quote_change_request':
      return render(lang, {
        subject: `[Portail] Demande de modification de devis — ${data.company ?? ''} — ${data.event ?? ''}`,
        greeting: 'Bonjour,',
        paragraphs: [
          `${data.from ?? ''} (${data.company ?? ''}) demande une modification de son devis pour ${data.event ?? ''}.`,
          data.message ?? '',
        ],
        closing: 'Le portail exposant',
      });
    case 'quote_revised':
      return render(lang, {
        subject: fr ? 'Votre devis modifié est disponible' : 'Your modified quote is available',
        greeting,
        paragraphs: [
          fr
            ? `Votre chargé de clientèle a modifié votre devis pour ${data.event ?? ''}. Consultez-le et validez-le sur le portail.`
            : `Your sales representative has modified your quote for ${data.event ?? ''}. Review and validate it on the portal.`,
          ...(data.message ? [data.message] : []),
        ],
        action: { label: fr ? 'Voir mon devis' : 'View my quote', url: link },
        closing: closing[lang],
      });
    case 'payment_received':
      return render(lang, {
        subject: fr ? 'Paiement reçu' : 'Payment received',
        greeting,
        paragraphs: [
          fr
            ? `Nous avons bien reçu votre paiement de ${data.amount ?? ''} pour ${data.event ?? ''}. Votre facture ${data.reference ?? ''} est disponible sur le portail.`
            : `We have received your payment of ${data.amount ?? ''} for ${data.event ?? ''}. Your invoice ${data.reference ?? ''} is available on the portal.`,
        ],
        action: { label: fr ? 'Mes factures' : 'My invoices', url: link },
        closing: closing[lang],
      });
    case 'transfer_pending':
      return render(lang, {
        subject: fr ? 'Vos instructions de virement' : 'Your bank transfer instructions',
        greeting,
        paragraphs: [
          fr
            ? `Pour régler ${data.amount ?? ''} (${data.event ?? ''}), effectuez un virement en indiquant la référence ${data.reference ?? ''}. Votre inscription sera validée à réception du virement.`
            : `To pay ${data.amount ?? ''} (${data.event ?? ''}), make a bank transfer quoting the reference ${data.reference ?? ''}. Your registration is validated once the transfer is received.`,
          `${fr ? 'Titulaire' : 'Account holder'} : ${data.holder ?? ''}\nIBAN : ${data.iban ?? ''}\nBIC : ${data.bic ?? ''}`,
        ],
        closing: closing[lang],
      });
  }
}
