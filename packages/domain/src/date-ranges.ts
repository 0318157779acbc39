/**
 * Date ranges of reports and dashboards (admin spec §3, customer spec §9): the presets yesterday, last_7_days and
 * last_30_days end yesterday, custom_range names its own days. Days are calendar days in India (Asia/Kolkata,
 * UTC+5:30, no daylight saving), whatever the server's or browser's time zone. Operational pages (background jobs)
 * also offer `today`, which the report presets leave out on purpose: a report compares whole days.
 *
 * No schema here: the web's first views use these rules without loading zod (issue 34). A query string's range is
 * checked with `dateRangeQueryShape` (date-range-query.ts).
 */
export const reportPresets = ['yesterday', 'last_7_days', 'last_30_days', 'custom_range'] as const;
export const datePresets = ['today', ...reportPresets] as const;
export type DatePreset = (typeof datePresets)[number];

/** An inclusive range of calendar days, as ISO dates (YYYY-MM-DD). */
export type DayRange = { from: string; to: string };

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day in India at an instant. */
export function dayInIndia(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** A day n days after (or before, when negative) another. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The number of days in a range, both ends counted. */
export function daysIn(range: DayRange): number {
  return Math.round((Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** The days of a preset, seen at an instant; null for custom_range, whose days the user gives. */
export function presetRange(preset: DatePreset, now: Date): DayRange | null {
  const today = dayInIndia(now);
  const yesterday = addDays(today, -1);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: yesterday, to: yesterday };
    case 'last_7_days':
      return { from: addDays(yesterday, -6), to: yesterday };
    case 'last_30_days':
      return { from: addDays(yesterday, -29), to: yesterday };
    case 'custom_range':
      return null;
  }
}

/** The same number of days just before a range: what a figure is compared with ("vs the previous period"). */
export function previousRange(range: DayRange): DayRange {
  const length = daysIn(range);
  return { from: addDays(range.from, -length), to: addDays(range.from, -1) };
}

/** The instants a range covers: from the start of its first day in India to the start of the day after its last. */
export function rangeInstants(range: DayRange): { start: Date; end: Date } {
  return {
    start: new Date(Date.parse(`${range.from}T00:00:00Z`) - IST_OFFSET_MS),
    end: new Date(Date.parse(`${addDays(range.to, 1)}T00:00:00Z`) - IST_OFFSET_MS),
  };
}

export const MAX_RANGE_DAYS = 366;

/** How often a page whose range takes in today asks for its figures again, so they move without a reload. */
export const LIVE_REFRESH_MS = 60_000;

/** Whether a range takes in today in India: its figures are still moving. */
export function includesToday(range: DayRange | null, now: Date): boolean {
  return range !== null && range.to >= dayInIndia(now);
}

export type DateRangeQuery = { preset?: DatePreset | undefined; from?: string | undefined; to?: string | undefined };

/** The days a query asks for; a custom range's problem as a message key. */
export function resolveRange(
  query: DateRangeQuery,
  now: Date,
  fallback: Exclude<DatePreset, 'custom_range'>,
):
  | { ok: true; range: DayRange }
  | { ok: false; field: 'from' | 'to'; message: 'dateRangeRequired' | 'dateRangeOrder' | 'dateRangeTooLong' } {
  const preset = query.preset ?? (query.from && query.to ? 'custom_range' : fallback);
  const range = presetRange(preset, now);
  if (range) return { ok: true, range };
  if (!query.from) return { ok: false, field: 'from', message: 'dateRangeRequired' };
  if (!query.to) return { ok: false, field: 'to', message: 'dateRangeRequired' };
  if (query.to < query.from) return { ok: false, field: 'to', message: 'dateRangeOrder' };
  const custom = { from: query.from, to: query.to };
  if (daysIn(custom) > MAX_RANGE_DAYS) return { ok: false, field: 'to', message: 'dateRangeTooLong' };
  return { ok: true, range: custom };
}

/** The financial year a day (YYYY-MM-DD) falls in, "2026-27": April 2026 to March 2027. */
export function financialYearOf(day: string): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The financial year of a day and the ones before it, newest first (the years a finance screen offers). */
export function recentFinancialYears(today: string, count = 4): string[] {
  const start = Number(financialYearOf(today).slice(0, 4));
  return Array.from({ length: count }, (_, back) => financialYearOf(`${start - back}-04-01`));
}
