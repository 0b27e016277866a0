// Money and dates in the current locale (docs/architecture.md "Money", "Dates"): money is an
// integer number of cents, shown in EUR with two decimals; dates are ISO strings, calendar dates
// being Europe/Paris days.
import { intlLocale, type UiLocale } from '../i18n/messages';

/**
 * One `Intl` formatter per locale and options: making one costs far more than using it (a
 * dashboard formats dozens of dates in a render, docs/performance.md "Fifth pass").
 */
const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function kept<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  let format = formats.get(key) as F | undefined;
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

const numberFormat = (tag: string, options: Intl.NumberFormatOptions) =>
  kept(`n|${tag}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(tag, options));

const dateFormat = (tag: string, options: Intl.DateTimeFormatOptions) =>
  kept(`d|${tag}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(tag, options));

export function formatMoney(cents: number, locale: UiLocale): string {
  return numberFormat(intlLocale[locale], {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

export function formatPercent(value: number, locale: UiLocale): string {
  return numberFormat(intlLocale[locale], { style: 'percent', maximumFractionDigits: 2 }).format(
    value / 100,
  );
}

const calendarDate = /^(\d{4})-(\d{2})-(\d{2})$/;

export type DateStyle = 'long' | 'medium' | 'short';

/**
 * Formats a calendar date (`YYYY-MM-DD`, a day in Europe/Paris) or a full ISO timestamp (shown as
 * its Europe/Paris day). A calendar date is formatted in UTC so no time zone can move it a day.
 */
export function formatDate(iso: string, locale: UiLocale, dateStyle: DateStyle = 'long'): string {
  const match = calendarDate.exec(iso);
  if (match) {
    const [, year, month, day] = match;
    const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
    return dateFormat(intlLocale[locale], { dateStyle, timeZone: 'UTC' }).format(date);
  }
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateFormat(intlLocale[locale], { dateStyle, timeZone: 'Europe/Paris' }).format(date);
}

/** The calendar day (`YYYY-MM-DD`) of an ISO date or timestamp, in Europe/Paris. */
export function toCalendarDate(iso: string): string {
  if (calendarDate.test(iso)) return iso;
  return dateFormat('en-CA', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso));
}
