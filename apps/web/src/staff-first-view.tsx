/**
 * A signed-in staff page's first view, drawn by the API with React's server renderer (decision 058): the partner's
 * or the admin's frame in the brand and language, for a phone and a desktop at once (the screen's CSS shows the menu
 * button or the sidebar), with the page's heading. The staff app replaces it with its own first render, the same
 * frame, once its code has run; until then a phone shows the page's frame and heading instead of a blank screen.
 * Built on its own for Node (`vite build --mode staff-first-view`, into dist/staff-first-view/), never part of a
 * browser's bundle.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import Stack from '@mui/material/Stack';
import { ThemeProvider } from '@mui/material/styles';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { FirstView, StaffFirstViewInput } from '@saakh/domain/web-apps';
import { defaultLocale, locales } from '@saakh/domain/i18n';
import { createBrandTheme } from '@/lib/theme';
import { PartnerFrame } from '@/app/routes/partner/partner-frame';
import { PartnerPageHeader, partnerPageHeadOf } from '@/app/routes/partner/partner-page-heads';
import { AdminFrame } from '@/app/routes/admin/admin-frame';
import { AdminDashboardHeader, isAdminDashboardPath } from '@/app/routes/admin/admin-page-heads';

/** The catalogues the frame and the headings read, in every language. */
const catalogues = import.meta.glob<Record<string, unknown>>(
  './locales/*/{common,partner,partner-insights,partner-content,admin,reports}.json',
  { eager: true, import: 'default' },
);

function resources(): Resource {
  const all: Resource = {};
  for (const [file, catalogue] of Object.entries(catalogues)) {
    const [, language, namespace] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
    if (!language || !namespace) continue;
    all[language] = { ...all[language], [namespace]: catalogue };
  }
  return all;
}

/** One i18next per language, made at the first view that needs it: its catalogues are in this module already. */
const translators = new Map<string, I18n>();

function translatorFor(language: string): I18n {
  let translator = translators.get(language);
  if (!translator) {
    translator = i18next.createInstance();
    void translator.init({
      lng: language,
      fallbackLng: defaultLocale,
      supportedLngs: [...locales],
      resources: resources(),
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      showSupportNotice: false,
      initAsync: false,
      react: { useSuspense: false },
    });
    translators.set(language, translator);
  }
  return translator;
}

const ignore = () => undefined;

/** The area's frame, as its layout draws it, with nothing to do yet for its buttons. */
function frameOf(input: StaffFirstViewInput): ReactElement {
  if (input.area === 'partner')
    return (
      <PartnerFrame
        session={input.session}
        pathname={input.path}
        language={input.language}
        onLanguage={ignore}
        onLogout={ignore}
        onExitMasquerade={ignore}
        exiting={false}
        bothWidths
      />
    );
  return (
    <AdminFrame
      session={input.session}
      pathname={input.path}
      language={input.language}
      onLanguage={ignore}
      onLogout={ignore}
      bothWidths
    />
  );
}

/** The page's heading, for the pages a first view draws one for; else none (the app brings it). */
function headingOf(input: StaffFirstViewInput): ReactElement | null {
  if (input.area === 'admin')
    return isAdminDashboardPath(input.path) ? (
      <AdminDashboardHeader canRebuild={input.session.roleId === 1} onRebuild={ignore} />
    ) : null;
  const page = partnerPageHeadOf(input.path);
  return page === undefined ? null : <PartnerPageHeader page={page} />;
}

/** Draws a signed-in staff page's first view: the markup of the staff app's root and the CSS it uses. */
export function renderStaffFirstView(input: StaffFirstViewInput): FirstView {
  // Emotion's compatibility mode keeps each rule in the cache instead of writing <style> tags into the markup.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const heading = headingOf(input);
  const html = renderToString(
    <CacheProvider value={cache}>
      <ThemeProvider theme={createBrandTheme(input.brand)}>
        <CssBaseline />
        <I18nextProvider i18n={translatorFor(input.language)}>
          <MemoryRouter initialEntries={[input.path]}>
            <Routes>
              <Route element={frameOf(input)}>
                <Route path="*" element={heading === null ? null : <Stack spacing={2}>{heading}</Stack>} />
              </Route>
            </Routes>
          </MemoryRouter>
        </I18nextProvider>
      </ThemeProvider>
    </CacheProvider>,
  );
  const rules = Object.entries(cache.inserted).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return { html, css: rules.map(([, css]) => css).join(''), cssNames: rules.map(([name]) => name) };
}
