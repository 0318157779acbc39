/** Dates shown in the user's language (STYLE rule 8); money goes through the domain helpers. */

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per language and style: building one costs more than formatting many dates with it. */
function formatter(language: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${language}:${withTime}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', {
      dateStyle: 'medium',
      ...(withTime ? { timeStyle: 'short' as const } : {}),
    });
    formatters.set(key, found);
  }
  return found;
}

/**
 * Builds the date formatter of a language in a short task of its own, ahead of the first date shown: a page that
 * waits for its data calls this meanwhile, so the render that follows does not spend a slow phone's time on it.
 */
export function prepareDateFormat(language: string): void {
  setTimeout(() => formatter(language, false), 0);
}

function format(iso: string | null | undefined, language: string, withTime: boolean): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return formatter(language, withTime).format(date);
}

export function formatDate(iso: string | null | undefined, language: string): string {
  return format(iso, language, false);
}

export function formatDateTime(iso: string | null | undefined, language: string): string {
  return format(iso, language, true);
}
