// The built-in ticketing page's texts (src/areas/ticketing/page.ts), French and English (spec §1).
import type { InvitationKind, Language } from '@salon/domain';

interface TicketingTexts {
  title: string;
  intro: (company: string, kind: string, event: string) => string;
  kinds: Record<InvitationKind, string>;
  name: string;
  email: string;
  submit: string;
  errors: string;
  already: string;
  invalidTitle: string;
  invalid: string;
  doneTitle: string;
  done: (name: string, event: string) => string;
}

export const ticketingTexts: Record<Language, TicketingTexts> = {
  fr: {
    title: 'Billetterie — inscription sur invitation',
    intro: (company, kind, event) => `${company} vous invite comme ${kind} au ${event}.`,
    kinds: { buyer: 'acheteur', agent: 'agent' },
    name: 'Nom et prénom',
    email: 'Adresse e-mail',
    submit: 'M’inscrire',
    errors: 'Il y a des erreurs dans votre saisie.',
    already: 'Cette adresse e-mail est déjà inscrite à ce salon.',
    invalidTitle: 'Invitation non valable',
    invalid:
      'Ce lien d’invitation n’est pas valable. Demandez un nouveau lien à l’exposant qui vous invite.',
    doneTitle: 'Inscription enregistrée',
    done: (name, event) => `Merci ${name}, votre inscription au ${event} est enregistrée.`,
  },
  en: {
    title: 'Ticketing — registration by invitation',
    intro: (company, kind, event) => `${company} invites you as ${kind} to ${event}.`,
    kinds: { buyer: 'a buyer', agent: 'an agent' },
    name: 'Full name',
    email: 'Email address',
    submit: 'Register',
    errors: 'There are errors in your input.',
    already: 'This email address is already registered for this show.',
    invalidTitle: 'Invitation not valid',
    invalid: 'This invitation link is not valid. Ask the exhibitor who invited you for a new link.',
    doneTitle: 'Registration recorded',
    done: (name, event) => `Thank you ${name}, your registration for ${event} is recorded.`,
  },
};
