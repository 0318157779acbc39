/**
 * The language choice as a link (decision 025, stop-28 addendum). Each language button is also a link to
 * `#lang=<code>`, so a press on a prerendered page before its code has arrived is not lost on a slow phone: the
 * fragment changes, the page and its query (UTM values, the partner) stay as they are, and the app takes the choice
 * from the address when it starts, or when the fragment changes before it has hydrated.
 */
import { isLocale, type Locale } from '@saakh/domain/i18n';
import { markChoiceBeforeLogin } from './choice-before-login';

const PREFIX = '#lang=';

/** The link of a language button. */
export function languageLink(code: Locale): string {
  return `${PREFIX}${code}`;
}

/**
 * The language a link put in the address, taken off it (the address keeps its path and query); null when there is
 * none. A choice made this way is one made before login, as only the public pages are prerendered.
 */
export function takeLanguageFromAddress(): Locale | null {
  const { hash, pathname, search } = window.location;
  if (!hash.startsWith(PREFIX)) return null;
  window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  const code = hash.slice(PREFIX.length);
  if (!isLocale(code)) return null;
  markChoiceBeforeLogin();
  return code;
}
