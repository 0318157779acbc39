import type { Locale } from './i18n';

/**
 * Admin-entered content in two languages (decision 025): the Hindi value when the reader reads Hindi and one was
 * entered, the English value otherwise. A blank Hindi value counts as missing.
 */
export function localized<T extends string | null>(en: T, hi: string | null | undefined, locale: Locale): T | string {
  return locale === 'hi' && hi?.trim() ? hi : en;
}

/** The same for a list of lines (card bullets): the Hindi lines when there are any. */
export function localizedLines(en: string[], hi: string[] | null | undefined, locale: Locale): string[] {
  return locale === 'hi' && hi && hi.some((line) => line.trim() !== '') ? hi : en;
}
