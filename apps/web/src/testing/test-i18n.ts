/**
 * i18next for component tests: English catalogues from the files the app ships, and the domain messages as the build
 * cuts them (apps/web/domain-messages.mjs), loaded at once (no lazy backend), so tests read the texts users see.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import domainTexts from 'virtual:domain-messages/en';

const catalogues = import.meta.glob<{ default: Record<string, unknown> }>('../locales/en/*.json', { eager: true });

export async function initTestI18n(): Promise<void> {
  const resources: Record<string, Record<string, unknown>> = {
    domain: domainTexts,
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
    showSupportNotice: false,
    react: { useSuspense: false },
  });
}
