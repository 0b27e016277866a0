export const languages = ['fr', 'en'] as const;
/** UI and contact language (spec §1: fr default and fallback, en). */
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'fr';
