/**
 * Dates and times shown in the user's language (STYLE rule 8), always as in India (Asia/Kolkata) whatever the
 * browser's zone, one format per language (issue 29); money goes through the domain helpers.
 */

const INDIA = 'Asia/Kolkata';

type Style = 'date' | 'dateTime' | 'time';

const styles: Record<Style, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  time: { timeStyle: 'short' },
};

const formatters = new Map<string, Intl.DateTimeFormat>();

export function localeOf(language: string): 'hi-IN' | 'en-IN' {
  return language === 'hi' ? 'hi-IN' : 'en-IN';
}

/** One formatter per language and style: building one costs more than formatting many dates with it. */
function formatter(language: string, style: Style, timeZone: string): Intl.DateTimeFormat {
  const key = `${localeOf(language)}:${style}:${timeZone}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(localeOf(language), { ...styles[style], timeZone });
    formatters.set(key, found);
  }
  return found;
}

/**
 * Builds the date formatter of a language in a short task of its own, ahead of the first date shown: a page that
 * waits for its data calls this meanwhile, so the render that follows does not spend a slow phone's time on it.
 */
export function prepareDateFormat(language: string): void {
  setTimeout(() => formatter(language, 'date', INDIA), 0);
}

const dayOnly = /^\d{4}-\d{2}-\d{2}$/;

function format(value: string | Date | null | undefined, language: string, style: Style): string {
  if (!value) return '—';
  // A calendar day (YYYY-MM-DD: a disbursal day) is that day wherever it is read; an instant is read in India.
  const isDay = typeof value === 'string' && dayOnly.test(value);
  const date = typeof value === 'string' ? new Date(isDay ? `${value}T00:00:00Z` : value) : value;
  if (Number.isNaN(date.getTime())) return '—';
  return formatter(language, style, isDay ? 'UTC' : INDIA).format(date);
}

/** The day in India: "23 Jan 2026" / "23 जन॰ 2026". */
export function formatDate(value: string | Date | null | undefined, language: string): string {
  return format(value, language, 'date');
}

/** The day and time in India: "23 Jan 2026, 3:35 pm". */
export function formatDateTime(value: string | Date | null | undefined, language: string): string {
  return format(value, language, 'dateTime');
}

/** The time of day in India: "3:35 pm". */
export function formatTime(value: string | Date | null | undefined, language: string): string {
  return format(value, language, 'time');
}
