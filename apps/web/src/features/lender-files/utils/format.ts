/** Counts and months in the user's language (STYLE rule 8); money goes through the domain's formatRupees. */
function localeOf(language: string): string {
  return language === 'hi' ? 'hi-IN' : 'en-IN';
}

export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language)).format(value);
}

/** 'YYYY-MM' as "Mar 2026" (or its Hindi), read as a calendar month, not a moment in some time zone. */
export function formatMonth(month: string, language: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  if (!year || !monthNumber) return month;
  return new Intl.DateTimeFormat(localeOf(language), { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, monthNumber - 1, 1)),
  );
}
