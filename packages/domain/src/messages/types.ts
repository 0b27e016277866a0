/** The French and English text of one message (ICU MessageFormat). French is the fallback. */
export interface MessageTexts {
  readonly fr: string;
  readonly en: string;
}

export const languages = ['fr', 'en'] as const;
/** UI and contact language (spec §1: fr default and fallback, en). */
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'fr';
