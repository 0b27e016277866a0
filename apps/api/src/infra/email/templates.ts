// The emails of the API, in French or English by the contact's language (spec §1: French default
// and fallback): plain text plus a simple HTML version, links to the portal's routes built from
// PUBLIC_URL (spec §2). Every text is a catalog message (./messages, docs/i18n.md "Emails"),
// formatted with intl-messageformat from apps/api/lang; the teams' own emails are in
// the teams' language (TEAM_LANGUAGE, French by default).
import { createTranslator } from '@salon/domain';
import type { Language, MessageValues } from '@salon/domain';
import en from '../../../lang/en/email.json' with { type: 'json' };
import fr from '../../../lang/fr/email.json' with { type: 'json' };
import { escapeHtml } from '../html';
import { contactSubjectMessages, emailMessages as m } from './messages';
import type { EmailMessageId } from './messages';

const translate = createTranslator<EmailMessageId>({ fr, en });

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
  link: string | null;
}

interface Parts {
  subject: string;
  greeting: string;
  paragraphs: string[];
  /**
   * An image after the paragraphs (the SEPA QR code), as a `data:` address in the stored HTML;
   * the outbox sends it as an inline attachment (./outbox.ts, `attachDataUrls`).
   */
  image?: { src: string; alt: string };
  action?: { label: string; url: string };
  closing: string;
}

function render(lang: Language, parts: Parts): EmailContent {
  const text = [
    parts.greeting,
    '',
    ...parts.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(parts.action ? [translate(m.actionLine.id, lang, parts.action), ''] : []),
    parts.closing,
  ].join('\n');
  const html = `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><title>${escapeHtml(parts.subject)}</title></head>
<body style="font-family: Arial, sans-serif; line-height: 1.5; color: #1a1a1a; max-width: 40rem">
<p>${escapeHtml(parts.greeting)}</p>
${parts.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`).join('\n')}
${parts.image ? `<p><img src="${escapeHtml(parts.image.src)}" alt="${escapeHtml(parts.image.alt)}" width="250" height="250" style="display: block"></p>` : ''}
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
  /** The SEPA QR code of a transfer, `data:image/png;base64,…` (transfer_pending). */
  qrImage?: string;
}

/** The label of a contact-form subject (spec §2 contact); an unknown one as it came. */
export function contactSubjectLabel(subject: string, lang: Language): string {
  const id = contactSubjectMessages[subject];
  return id ? translate(id, lang) : subject;
}

/** What a quote change request asks to change (spec §5: the boxes of the change form). */
export type QuoteChange = 'surface' | 'angles' | 'account';

const quoteChangeLabels: Record<QuoteChange, EmailMessageId> = {
  surface: m.quoteChangeSurface.id,
  angles: m.quoteChangeAngles.id,
  account: m.quoteChangeAccount.id,
};

/**
 * The sender's text of a quote change request (spec §5), in the team's language `lang`: the
 * changes asked for, then the exhibitor's comment as written.
 */
export function quoteChangeMessage(
  lang: Language,
  changes: readonly QuoteChange[],
  comment: string | null | undefined,
): string {
  const names = changes.map((change) => translate(quoteChangeLabels[change], lang));
  return [
    names.length > 0 ? translate(m.quoteChangeAsked.id, lang, { changes: names.join(', ') }) : '',
    comment ? translate(m.quoteChangeComment.id, lang, { comment }) : '',
  ]
    .filter(Boolean)
    .join('\n');
}

/** One email's texts: its subject, paragraphs and action, by message. */
interface Template {
  subject: EmailMessageId;
  body: readonly EmailMessageId[];
  action?: EmailMessageId;
  /** Written to the team, in the team's language (TEAM_LANGUAGE), with its greeting and closing. */
  team?: boolean;
  /** The text naming the email's image (`data.qrImage`), its accessible name. */
  imageAlt?: EmailMessageId;
}

const templates = {
  verification: {
    subject: m.verificationSubject.id,
    body: [m.verificationBody.id],
    action: m.verificationAction.id,
  },
  reset: { subject: m.resetSubject.id, body: [m.resetBody.id], action: m.resetAction.id },
  welcome: { subject: m.welcomeSubject.id, body: [m.welcomeBody.id], action: m.choosePassword.id },
  first_registration_ack: { subject: m.ackSubject.id, body: [m.ackBody.id] },
  first_registration_accepted: {
    subject: m.acceptedSubject.id,
    body: [m.acceptedBody.id],
    action: m.choosePassword.id,
  },
  first_registration_declined: { subject: m.declinedSubject.id, body: [m.declinedBody.id] },
  contact_copy: { subject: m.contactCopySubject.id, body: [m.contactCopyBody.id] },
  contact_team: { subject: m.contactTeamSubject.id, body: [m.contactTeamBody.id], team: true },
  quote_change_request: {
    subject: m.quoteChangeSubject.id,
    body: [m.quoteChangeBody.id],
    team: true,
  },
  quote_revised: {
    subject: m.quoteRevisedSubject.id,
    body: [m.quoteRevisedBody.id],
    action: m.quoteRevisedAction.id,
  },
  payment_received: {
    subject: m.paymentReceivedSubject.id,
    body: [m.paymentReceivedBody.id],
    action: m.paymentReceivedAction.id,
  },
  transfer_pending: {
    subject: m.transferSubject.id,
    body: [m.transferBody.id, m.transferAccount.id, m.transferQr.id],
    imageAlt: m.transferQrAlt.id,
  },
  ticketing_confirmation: {
    subject: m.ticketingSubject.id,
    body: [m.ticketingBody.id],
    action: m.ticketingAction.id,
  },
} as const satisfies Record<string, Template>;

export type EmailKind = keyof typeof templates;

/** What the sender wrote, after the template's paragraphs (their comment, their message). */
function senderText(kind: EmailKind, data: EmailData): string[] {
  switch (kind) {
    case 'first_registration_accepted':
    case 'first_registration_declined':
      return data.comment ? [data.comment] : [];
    case 'contact_copy':
    case 'contact_team':
    case 'quote_change_request':
      return [data.message ?? ''];
    case 'quote_revised':
      return data.message ? [data.message] : [];
    default:
      return [];
  }
}

/**
 * The content of an email of `kind` in `lang`: the recipient's, for a team the team's language
 * (TEAM_LANGUAGE).
 */
export function renderEmail(kind: EmailKind, lang: Language, data: EmailData): EmailContent {
  const template: Template = templates[kind];
  const values: MessageValues = {
    firstname: data.firstname ?? '',
    subject: contactSubjectLabel(data.subject ?? '', lang),
    hasCompany: data.company ? 'yes' : 'no',
    company: data.company ?? '',
    from: data.from ?? '',
    event: data.event ?? '',
    amount: data.amount ?? '',
    reference: data.reference ?? '',
    holder: data.holder ?? '',
    iban: data.iban ?? '',
    bic: data.bic ?? '',
  };
  const t = (id: EmailMessageId) => translate(id, lang, values);
  const greeting = data.firstname && !template.team ? t(m.greeting.id) : t(m.greetingAnonymous.id);
  return render(lang, {
    subject: t(template.subject),
    greeting,
    paragraphs: [...template.body.map(t), ...senderText(kind, data)],
    ...(template.imageAlt && data.qrImage
      ? { image: { src: data.qrImage, alt: t(template.imageAlt) } }
      : {}),
    ...(template.action ? { action: { label: t(template.action), url: data.link ?? '' } } : {}),
    closing: t(template.team ? m.closingTeam.id : m.closing.id),
  });
}
