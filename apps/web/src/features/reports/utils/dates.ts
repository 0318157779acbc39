/** Times and days of the reports, always as in India (Asia/Kolkata), whatever the browser's time zone. */
const IST = 'Asia/Kolkata';

function localeOf(language: string): string {
  return language === 'hi' ? 'hi-IN' : 'en-IN';
}

/** An instant in India: "12 Mar 2026, 4:05 pm". */
export function formatIstDateTime(iso: string | null | undefined, language: string): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short', timeZone: IST }).format(
    date,
  );
}

/** A calendar day (YYYY-MM-DD, or the day of an instant in India): "12 Mar 2026". */
export function formatIstDate(iso: string | null | undefined, language: string): string {
  if (!iso) return '—';
  const dayOnly = /^\d{4}-\d{2}-\d{2}$/.test(iso);
  const date = new Date(dayOnly ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(localeOf(language), {
    dateStyle: 'medium',
    timeZone: dayOnly ? 'UTC' : IST,
  }).format(date);
}

/** A day of a chart's axis: "12 Mar". */
export function formatShortDay(day: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
