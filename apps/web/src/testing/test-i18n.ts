/**
 * i18next for component tests: English catalogues from the files the app ships, and the domain messages, loaded
 * at once (no lazy backend), so tests read the texts users see.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { messages } from '@saakh/domain/messages';

const catalogues = import.meta.glob<{ default: Record<string, unknown> }>('../locales/en/*.json', { eager: true });

export async function initTestI18n(): Promise<void> {
  const resources: Record<string, Record<string, unknown>> = {
    domain: Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, text.en])),
  };
  for (const [file, module] of Object.entries(catalogues)) {
    const namespace = file
      .split('/')
      .pop()
      ?.replace(/\.json$/, '');
    if (namespace) resources[namespace] = module.default;
  }
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: { en: resources },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
}
