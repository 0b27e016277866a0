// Calendar dates in Europe/Paris (docs/architecture.md "Dates": deadlines are calendar dates in
// Europe/Paris; rules take `now` as a parameter). No date library: `Intl.DateTimeFormat` with the
// time zone. A deadline day counts in full: a deadline of 15 March has passed from 16 March 00:00
// in Paris.

export const PARIS_TIME_ZONE = 'Europe/Paris';

/** A calendar date, `YYYY-MM-DD`. */
export type CalendarDate = string;

/** An instant as rules accept it: a Date, epoch milliseconds or an ISO 8601 string. */
export type Instant = Date | number | string;

/** Epoch milliseconds of an instant; throws a RangeError for an invalid one. */
export function toEpochMs(instant: Instant): number {
  const ms =
    instant instanceof Date
      ? instant.getTime()
      : typeof instant === 'number'
        ? instant
        : Date.parse(instant);
  if (!Number.isFinite(ms)) throw new RangeError(`invalid instant: ${String(instant)}`);
  return ms;
}

let parisFormat: Intl.DateTimeFormat | undefined;

type ParisFields = Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;

/**
 * The last instant read and its fields: a screen asks the same `now` for each of its deadlines
 * (the dashboard's rules), and `formatToParts` is the costly part (docs/performance.md).
 */
let lastFields: { ms: number; fields: ParisFields } | undefined;

/** The wall-clock fields of an instant in Paris. */
function parisFields(ms: number): ParisFields {
  if (lastFields?.ms === ms) return lastFields.fields;
  const fields = readParisFields(ms);
  lastFields = { ms, fields };
  return fields;
}

function readParisFields(ms: number): ParisFields {
  parisFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: PARIS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const fields: Record<string, number> = {};
  for (const part of parisFormat.formatToParts(ms)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  return {
    year: fields.year ?? 0,
    month: fields.month ?? 1,
    day: fields.day ?? 1,
    hour: fields.hour ?? 0,
    minute: fields.minute ?? 0,
    second: fields.second ?? 0,
  };
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

function formatDate(year: number, month: number, day: number): CalendarDate {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** The calendar date in Paris at an instant: `parisDate(2024-12-27T23:00:00Z)` is '2024-12-28'. */
export function parisDate(now: Instant): CalendarDate {
  const { year, month, day } = parisFields(toEpochMs(now));
  return formatDate(year, month, day);
}

/** Paris's offset from UTC at an instant, in milliseconds (+1 h in winter, +2 h in summer). */
export function parisOffsetMs(instant: Instant): number {
  const ms = toEpochMs(instant);
  const f = parisFields(ms);
  const wall = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second);
  return wall - Math.floor(ms / 1000) * 1000;
}

function parse(date: CalendarDate): { year: number; month: number; day: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`invalid calendar date: ${date}`);
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1) {
    throw new RangeError(`invalid calendar date: ${date}`);
  }
  return { year, month, day };
}

/** True for an existing calendar date written `YYYY-MM-DD`. */
export function isCalendarDate(value: unknown): value is CalendarDate {
  if (typeof value !== 'string') return false;
  try {
    parse(value);
    return true;
  } catch {
    return false;
  }
}

/** Orders two calendar dates: negative, zero or positive. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  parse(a);
  parse(b);
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The calendar date `days` later (or earlier, when negative). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const { year, month, day } = parse(date);
  const moved = new Date(Date.UTC(year, month - 1, day + Math.trunc(days)));
  return formatDate(moved.getUTCFullYear(), moved.getUTCMonth() + 1, moved.getUTCDate());
}

/** The calendar date `months` later, kept within the month (31 January + 1 month = 28/29 February). */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const { year, month, day } = parse(date);
  const index = year * 12 + (month - 1) + Math.trunc(months);
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  return formatDate(targetYear, targetMonth, Math.min(day, lastDay));
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  const a = parse(from);
  const b = parse(to);
  return Math.round(
    (Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000,
  );
}

/** The instant a calendar day begins in Paris: '2024-12-28' begins at 2024-12-27T23:00:00Z. */
export function parisDayStart(date: CalendarDate): Date {
  const { year, month, day } = parse(date);
  const wallMidnight = Date.UTC(year, month - 1, day);
  // Midnight never falls in a Paris clock change (they happen at 02:00 and 03:00), so the offset
  // an hour or two around it is the offset at midnight; a second pass settles any doubt.
  let instant = wallMidnight - parisOffsetMs(wallMidnight);
  instant = wallMidnight - parisOffsetMs(instant);
  return new Date(instant);
}

/** Whether a deadline has passed: true from the day after it, in Paris (the day counts in full). */
export function isDeadlinePassed(deadline: CalendarDate, now: Instant): boolean {
  return compareDates(parisDate(now), deadline) > 0;
}

/** Whether the Paris date of `now` lies between two calendar dates, both included. */
export function isWithinDates(now: Instant, start: CalendarDate, end: CalendarDate): boolean {
  const today = parisDate(now);
  return compareDates(start, today) <= 0 && compareDates(today, end) <= 0;
}
