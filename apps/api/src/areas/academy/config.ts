// The academy's webinar banner of the dashboard (spec §2 me/dashboard 'academy webinar banner';
// apps/api/README.md "Configuration"): its link and its text, in French and in English, are the
// organiser's configuration, published by GET /academy, so the organiser changes them with a
// restart of the API, without rebuilding the portal. French is required once a banner is set;
// English is optional and falls back to French (spec §1). Without any, outside production, the
// demo banner stands in; in production the dashboard shows no banner.
import type { AcademyBanner, Language } from '@salon/domain';
import { hasControlCharacter } from '@salon/domain';
import type { Env } from '../../infra/config/env';

/** The longest banner text: two or three lines on the dashboard. */
export const ACADEMY_TEXT_MAX_LENGTH = 300;

export interface AcademySettings {
  /** The banner in each language it is shown in (none: no banner). */
  academy: AcademyBanner[];
}

/** The demo banner (development, tests, demonstrations): the show website's academy page. */
const demoBanner: Record<Language, { url: string; text: string }> = {
  fr: {
    url: 'https://www.salon.test/fr/academy',
    text: 'Chaque mois, des webinaires gratuits pour préparer votre salon : vitrine, vente aux acheteurs internationaux, place de marché.',
  },
  en: {
    url: 'https://www.salon.test/en/academy',
    text: 'Free webinars every month to prepare your show: display, selling to international buyers, the marketplace.',
  },
};

function readUrl(env: Env, name: string, problems: string[]): string | null {
  const raw = env[name];
  if (raw === undefined || raw === '') return null;
  if (!URL.canParse(raw) || !/^https?:$/.test(new URL(raw).protocol)) {
    problems.push(`${name} must be an absolute http(s) URL (got '${raw}')`);
    return null;
  }
  return raw;
}

function readText(env: Env, name: string, problems: string[]): string | null {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return null;
  if (raw.length > ACADEMY_TEXT_MAX_LENGTH || hasControlCharacter(raw)) {
    problems.push(
      `${name} must be at most ${ACADEMY_TEXT_MAX_LENGTH} characters, without control characters`,
    );
    return null;
  }
  return raw;
}

/**
 * ACADEMY_URL_FR and ACADEMY_TEXT_FR, the banner in French (both, or neither); ACADEMY_URL_EN and
 * ACADEMY_TEXT_EN, in English, each falling back to its French value.
 */
export function readAcademyConfig(
  env: Env,
  production: boolean,
  problems: string[],
): AcademySettings {
  const names = ['ACADEMY_URL_FR', 'ACADEMY_TEXT_FR', 'ACADEMY_URL_EN', 'ACADEMY_TEXT_EN'];
  if (names.every((name) => !env[name])) {
    return {
      academy: production
        ? []
        : (['fr', 'en'] as const).map((language) => ({ language, ...demoBanner[language] })),
    };
  }
  const url = readUrl(env, 'ACADEMY_URL_FR', problems);
  const text = readText(env, 'ACADEMY_TEXT_FR', problems);
  if (!url || !text) {
    problems.push('ACADEMY_URL_FR and ACADEMY_TEXT_FR are both required for an academy banner');
    return { academy: [] };
  }
  return {
    academy: [
      { language: 'fr', url, text },
      {
        language: 'en',
        url: readUrl(env, 'ACADEMY_URL_EN', problems) ?? url,
        text: readText(env, 'ACADEMY_TEXT_EN', problems) ?? text,
      },
    ],
  };
}
