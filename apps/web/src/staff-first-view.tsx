/**
 * A signed-in partner page's first view, drawn by the API with React's server renderer (decision 058): the partner's
 * frame in their brand and language, a phone's and a desktop's (the screen's CSS shows one), with the page's heading. The staff app
 * replaces it with its own first render, the same frame, once its code has run; until then a phone shows the page's
 * frame and heading instead of a blank screen. Built on its own for Node (`vite build --mode staff-first-view`, into
 * dist/staff-first-view/), never part of a browser's bundle.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import Stack from '@mui/material/Stack';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { FirstView, PartnerFirstViewInput } from '@saakh/domain/web-apps';
import { defaultLocale, locales } from '@saakh/domain/i18n';
import { createBrandTheme } from '@/lib/theme';
import { PartnerFrame } from '@/app/routes/partner/partner-frame';
import { PartnerPageHeader, partnerPageHeadOf } from '@/app/routes/partner/partner-page-heads';

/** The catalogues the frame and the headings read, in every language. */
const catalogues = import.meta.glob<Record<string, unknown>>(
  './locales/*/{common,partner,partner-insights,partner-content}.json',
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

/** The frame for a phone (the menu button) and for a desktop (the sidebar), at a width each is drawn for. */
const layouts = { phone: 412, desktop: 1280 } as const;
type Layout = keyof typeof layouts;

/** Answers a width media query (MUI's breakpoints: min-width and max-width in px) for a width. */
function matchesWidth(query: string, width: number): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
  return conditions.every(([, kind, px]) => (kind === 'min' ? width >= Number(px) : width <= Number(px)));
}

/** The brand's theme, whose `useMediaQuery` answers on the server as a browser of the layout's width would. */
function firstViewTheme(input: PartnerFirstViewInput, layout: Layout): Theme {
  const theme = createBrandTheme(input.brand);
  return {
    ...theme,
    components: {
      ...theme.components,
      MuiUseMediaQuery: {
        defaultProps: { ssrMatchMedia: (query: string) => ({ matches: matchesWidth(query, layouts[layout]) }) },
      },
    },
  };
}

/**
 * Which of the two frames the screen shows, by the breakpoint the staff shell switches at (MUI's md): the server
 * cannot know the screen's width, so it sends both and the browser's CSS picks one before the first paint.
 */
function layoutCss(theme: Theme): string {
  const desktop = theme.breakpoints.up('md');
  const phone = theme.breakpoints.down('md');
  return `${phone}{[data-first-view-layout=desktop]{display:none}}${desktop}{[data-first-view-layout=phone]{display:none}}`;
}

const ignore = () => undefined;

/** Draws a signed-in partner page's first view: the markup of the staff app's root and the CSS it uses. */
export function renderPartnerFirstView(input: PartnerFirstViewInput): FirstView {
  // Emotion's compatibility mode keeps each rule in the cache instead of writing <style> tags into the markup; one
  // cache for both frames, so a rule they share is written once.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const page = partnerPageHeadOf(input.path);
  const frames = (Object.keys(layouts) as Layout[]).map((layout) => {
    const html = renderToString(
      <CacheProvider value={cache}>
        <ThemeProvider theme={firstViewTheme(input, layout)}>
          <CssBaseline />
          <I18nextProvider i18n={translatorFor(input.language)}>
            <MemoryRouter initialEntries={[input.path]}>
              <Routes>
                <Route
                  element={
                    <PartnerFrame
                      session={input.session}
                      pathname={input.path}
                      language={input.language}
                      onLanguage={ignore}
                      onLogout={ignore}
                      onExitMasquerade={ignore}
                      exiting={false}
                    />
                  }
                >
                  <Route
                    path="*"
                    element={page === undefined ? null : <Stack spacing={2}>{<PartnerPageHeader page={page} />}</Stack>}
                  />
                </Route>
              </Routes>
            </MemoryRouter>
          </I18nextProvider>
        </ThemeProvider>
      </CacheProvider>,
      // Each frame's ids (a label's `for`) of its own.
      { identifierPrefix: `first-view-${layout}-` },
    );
    // Test ids name the app's elements: a picture of them, inert and drawn twice, carries none.
    return `<div data-first-view-layout="${layout}">${html.replace(/ data-testid="[^"]*"/g, '')}</div>`;
  });
  const css = Object.values(cache.inserted)
    .filter((rules): rules is string => typeof rules === 'string')
    .join('');
  return { html: frames.join(''), css: css + layoutCss(createBrandTheme(input.brand)) };
}
