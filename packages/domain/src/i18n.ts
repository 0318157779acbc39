/** Languages and the shape of the message catalogue that the server and the web share. */
export const locales = ['en', 'hi'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

export type Message = Record<Locale, string>;
export type MessageMap = Record<string, Message>;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/**
 * Picks the supported language the Accept-Language header prefers most: the highest quality value wins
 * (the first listed on a tie), `q=0` means "not acceptable", and only the primary subtag is compared.
 */
export function localeFromHeader(header: string | undefined | null): Locale {
  if (!header) return defaultLocale;
  let best: { locale: Locale; quality: number } | undefined;
  for (const part of header.split(',')) {
    const [range = '', ...params] = part.split(';');
    const tag = range.trim().split('-')[0]?.toLowerCase();
    if (!isLocale(tag)) continue;
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const quality = qParam ? Number(qParam.slice(2)) : 1;
    if (!(quality > 0)) continue;
    if (!best || quality > best.quality) best = { locale: tag, quality };
  }
  return best?.locale ?? defaultLocale;
}
