// The texts of pro/contact and guest/contact (namespace `contact`), spec §2, §8. French is the
// source (docs/i18n.md); English in apps/portal/lang/en/contact.json.
import type { ContactSubject } from '@salon/domain';
import { defineMessages } from 'react-intl';

export const contactMessages = defineMessages({
  title: { id: 'contact.title', defaultMessage: 'Contacter l’équipe du salon' },
  lead: {
    id: 'contact.lead',
    defaultMessage:
      'Choisissez le sujet de votre message : il parvient directement à l’équipe qui s’en occupe. Vous recevrez une copie par e-mail.',
  },
  subject: { id: 'contact.subject', defaultMessage: 'Sujet' },
  choose: { id: 'contact.choose', defaultMessage: 'Choisissez un sujet' },
  message: { id: 'contact.message', defaultMessage: 'Votre message' },
  submit: { id: 'contact.submit', defaultMessage: 'Envoyer' },
  another: { id: 'contact.another', defaultMessage: 'Écrire un autre message' },
  sentHelp: {
    id: 'contact.sent_help',
    defaultMessage:
      'L’équipe vous répondra par e-mail. Une copie de votre message vous a été envoyée.',
  },
});

/** The subjects' labels (spec §2 pro/contact). */
export const subjectMessages = defineMessages({
  commercial: { id: 'contact.subject_commercial', defaultMessage: 'Demande commerciale' },
  exhibitor_account: {
    id: 'contact.subject_exhibitor_account',
    defaultMessage: 'Demande liée à mon compte exposant',
  },
  billing: { id: 'contact.subject_billing', defaultMessage: 'Facturation' },
  booth: { id: 'contact.subject_booth', defaultMessage: 'Gestion du stand' },
  badges: { id: 'contact.subject_badges', defaultMessage: 'Badges et invitations' },
  other: { id: 'contact.subject_other', defaultMessage: 'Autre' },
}) satisfies Record<ContactSubject, unknown>;
