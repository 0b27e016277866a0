import type { ComponentType } from 'react';
import type { UiLocale } from '../i18n/messages';
import { matterAndShapeThemeClass, salonThemeClass } from './themes.css';
import { MatterAndShapeLogo, SalonLogo, type LogoProps } from './logos';

/**
 * A brand: the class that fills the theme contract, plus the slots that are not CSS values (the
 * logo and what the footer shows). An organiser builds one with `createTheme(vars, tokens)` in
 * their own `.css.ts` file and `defineTheme({ className, ... })`.
 */
export interface Theme {
  /** A stable id, e.g. for a Storybook toolbar. */
  name: string;
  /** The class returned by vanilla-extract's `createTheme(vars, tokens)`. */
  className: string;
  /** The brand name: the logo's accessible name. A proper noun, the same in every language. */
  brandName: string;
  /** The logo slot: an image with `label` as its accessible name. */
  Logo: ComponentType<LogoProps>;
  /** The footer slot: whether the footer repeats the logo, and a note in each language. */
  footer: { showLogo: boolean; note?: Partial<Record<UiLocale, string>> };
}

export function defineTheme(theme: Theme): Theme {
  return theme;
}

/** The organiser's default theme. */
export const salonTheme = defineTheme({
  name: 'salon',
  className: salonThemeClass,
  brandName: 'Salon',
  Logo: SalonLogo,
  footer: { showLogo: false },
});

/**
 * The Matter and Shape brand (spec §2: its first-registration page has its own logo and footer).
 */
export const matterAndShapeTheme = defineTheme({
  name: 'matterAndShape',
  className: matterAndShapeThemeClass,
  brandName: 'Matter and Shape',
  Logo: MatterAndShapeLogo,
  footer: {
    showLogo: true,
    note: {
      fr: 'Matter and Shape, le salon du design contemporain à Paris.',
      en: 'Matter and Shape, the contemporary design show in Paris.',
    },
  },
});
