/** Times and days of the reports, always as in India (Asia/Kolkata), whatever the browser's time zone. */
import { formatDate, formatDateTime, localeOf } from '@/lib/format';

/** An instant in India: "12 Mar 2026, 4:05 pm" (the app's one format, lib/format). */
export function formatIstDateTime(iso: string | null | undefined, language: string): string {
  return formatDateTime(iso, language);
}

/** A calendar day (YYYY-MM-DD, or the day of an instant in India): "12 Mar 2026". */
export function formatIstDate(iso: string | null | undefined, language: string): string {
  return formatDate(iso, language);
}

/** A day of a chart's axis: "12 Mar". */
export function formatShortDay(day: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
