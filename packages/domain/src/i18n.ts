/** Languages and the shape of the message catalogue that the server and the web share. */
export const locales = ['en', 'hi'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

export type Message = Record<Locale, string>;
export type MessageMap = Record<string, Message>;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** Picks the first supported language of an Accept-Language header. */
export function localeFromHeader(header: string | undefined | null): Locale {
  if (!header) return defaultLocale;
  for (const part of header.split(',')) {
    const tag = part.trim().split(';')[0]?.slice(0, 2).toLowerCase();
    if (isLocale(tag)) return tag;
  }
  return defaultLocale;
}
