/**
 * A day as customers read it, in India time and their language ("28 Nov", "28 नव॰"; the year only when it is not this
 * year's). One small function so the shared date formatter can replace it.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(language: string, withYear: boolean): Intl.DateTimeFormat {
  const key = `${language}:${withYear}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', {
      day: 'numeric',
      month: 'short',
      ...(withYear ? { year: 'numeric' as const } : {}),
      timeZone: 'Asia/Kolkata',
    });
    formatters.set(key, found);
  }
  return found;
}

const yearInIndia = new Intl.DateTimeFormat('en-IN', { year: 'numeric', timeZone: 'Asia/Kolkata' });

/** `day` is an India day (YYYY-MM-DD) or an instant (ISO); `now` is for tests. */
export function formatIndiaDay(day: string, language: string, now: Date = new Date()): string {
  // Noon in India: the same day in India whatever the browser's zone.
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day}T12:00:00+05:30` : day);
  if (Number.isNaN(date.getTime())) return day;
  const withYear = yearInIndia.format(date) !== yearInIndia.format(now);
  return formatter(language, withYear).format(date);
}
