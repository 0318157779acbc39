/**
 * Relative time ("5 minutes ago", "yesterday"), apart from lib/format so the pages that never show it (the landing
 * page's first chunk, under its 120 KB budget) do not carry it.
 */
import { localeOf } from './format';

/** Under a minute ago, in the reader's language: kept here, not in the catalogue every page loads first. */
export const justNowWords = { en: 'just now', hi: 'अभी-अभी' } as const;

/** How far back (or ahead) an instant is, in the largest unit that fits, with "yesterday"-style words. */
const relativeUnits: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const relativeFormatters = new Map<string, Intl.RelativeTimeFormat>();

/**
 * "5 minutes ago", "yesterday", "2 घंटे पहले": an instant relative to `now`, in the user's language. Under a minute
 * (or a little ahead, a clock's skew) it is `justNow`, the caller's words. Null for a missing or invalid instant.
 */
export function formatRelative(
  value: string | Date | null | undefined,
  language: string,
  now: number,
  justNow: string,
): string | null {
  if (!value) return null;
  const time = typeof value === 'string' ? new Date(value).getTime() : value.getTime();
  if (Number.isNaN(time)) return null;
  const seconds = (time - now) / 1000;
  if (Math.abs(seconds) < 60 || (seconds > 0 && seconds < 300)) return justNow;
  const locale = localeOf(language);
  let found = relativeFormatters.get(locale);
  if (!found) {
    found = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    relativeFormatters.set(locale, found);
  }
  const [unit, size] = relativeUnits.find(([, length]) => Math.abs(seconds) >= length) ?? ['minute', 60];
  return found.format(Math.trunc(seconds / size), unit);
}
