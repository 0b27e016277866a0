// Amounts as people read them in an email (spec §9: euros, in the reader's language).

/** An amount in euros for an email, in the reader's language. */
export const euros = (cents: number, lang: string) =>
  new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'fr-FR', {
    style: 'currency',
    currency: 'EUR',
  }).format(cents / 100);
