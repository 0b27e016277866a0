import { intlLocale, type UiLocale } from '../i18n/messages';

/**
 * Money and dates in the current locale (docs/architecture.md "Money", "Dates"): money is an
 * integer number of cents, shown in EUR with two decimals; dates are ISO strings, calendar dates
 * being Europe/Paris days.
 */
const moneyFormats = new Map<string, Intl.NumberFormat>();

export function formatMoney(cents: number, locale: UiLocale): string {
  const tag = intlLocale[locale];
  let format = moneyFormats.get(tag);
  if (!format) {
    format = new Intl.NumberFormat(tag, {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    moneyFormats.set(tag, format);
  }
  return format.format(cents / 100);
}

export function formatPercent(value: number, locale: UiLocale): string {
  return new Intl.NumberFormat(intlLocale[locale], {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(value / 100);
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
    return new Intl.DateTimeFormat(intlLocale[locale], { dateStyle, timeZone: 'UTC' }).format(date);
  }
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(intlLocale[locale], {
    dateStyle,
    timeZone: 'Europe/Paris',
  }).format(date);
}

/** The calendar day (`YYYY-MM-DD`) of an ISO date or timestamp, in Europe/Paris. */
export function toCalendarDate(iso: string): string {
  if (calendarDate.test(iso)) return iso;
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso));
  return parts;
}
