/**
 * i18next with one catalogue file per area and language (locales/<lng>/<ns>.json), loaded on demand so the
 * customer pages never download admin text. Domain messages (validation and API texts) are the `domain` namespace.
 */
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLocale, isLocale, locales, type Locale } from '@saakh/domain/i18n';
import { languageCookieName } from '@saakh/domain/web-apps';
import { setApiLanguage } from './api-client';

type Catalogue = { default: Record<string, unknown> };

/**
 * The customer app's build (mode 'production', decision 030) lists only the customer pages' catalogues: it never
 * asks for the staff app's, and listing them all cost its first script about a kilobyte. The staff build, the
 * development server (both apps) and the tests list every one.
 */
const catalogues =
  import.meta.env.MODE === 'production'
    ? import.meta.glob<Catalogue>('../locales/*/{common,customer,customer-products,auth,grievances}.json')
    : import.meta.glob<Catalogue>('../locales/*/*.json');

/**
 * Domain messages (every area's), in one chunk per language (apps/web/domain-messages.mjs), only when a form or an
 * error needs them: a page loads its visitor's language alone.
 */
const domainCatalogues: Record<Locale, () => Promise<Catalogue>> = {
  en: () => import('virtual:domain-messages/en'),
  hi: () => import('virtual:domain-messages/hi'),
};

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language: string, namespace: string, callback: ReadCallback) => {
    const load =
      namespace === 'domain'
        ? domainCatalogues[isLocale(language) ? language : defaultLocale]
        : catalogues[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No catalogue ${language}/${namespace}`), null);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

const LANGUAGE_KEY = 'saakh.language';

export function storedLanguage(): Locale {
  try {
    const value = window.localStorage.getItem(LANGUAGE_KEY);
    return isLocale(value) ? value : defaultLocale;
  } catch {
    return defaultLocale;
  }
}

/**
 * Tells the server the language too: it draws a signed-in staff page's first view in it (decision 058). A year, for
 * this site's pages only; it says nothing about the person.
 */
function languageCookie(language: Locale): void {
  document.cookie = `${languageCookieName}=${language}; path=/; max-age=31536000; samesite=lax`;
}

function storeLanguage(language: Locale): void {
  languageCookie(language);
  try {
    window.localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}

export async function changeLanguage(language: Locale): Promise<void> {
  storeLanguage(language);
  setApiLanguage(language);
  document.documentElement.lang = language;
  await i18next.changeLanguage(language);
}

/** i18next's set-up, once initI18n has started it. */
let initialised: Promise<unknown> | undefined;

/**
 * Applies a language chosen at any point of start-up: kept for initI18n when it has not started yet, else changed
 * once i18next is ready.
 */
export async function chooseLanguage(language: Locale): Promise<void> {
  if (!initialised) return storeLanguage(language);
  await initialised.catch(() => undefined);
  await changeLanguage(language);
}

export function initI18n(): Promise<unknown> {
  const language = storedLanguage();
  // A choice stored before the cookie existed reaches the server from now on.
  if (language !== defaultLocale) languageCookie(language);
  setApiLanguage(language);
  document.documentElement.lang = language;
  initialised = i18next
    .use(lazyCatalogues)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: defaultLocale,
      supportedLngs: [...locales],
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      // No advertisement in a customer's console.
      showSupportNotice: false,
      react: { useSuspense: true },
      returnNull: false,
    });
  return initialised;
}

/**
 * The catalogues a route's first render reads, for its `lazy` to fetch beside its code (issue 34): left to the page,
 * they are asked for only once its code has arrived and its render suspends on them, a round trip later, and an
 * in-app navigation's new page would suspend after the URL had changed, leaving the old page on screen. Before
 * i18next's set-up has loaded anything, the namespaces join the ones it loads in the stored language. Never fails:
 * a catalogue that cannot load is the page's to report, as before.
 */
export function loadCatalogues(namespaces: string[]): Promise<void> {
  return i18next.loadNamespaces(namespaces).catch(() => undefined);
}

export { i18next };
