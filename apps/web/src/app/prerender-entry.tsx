/**
 * The build's prerender (scripts/prerender.mjs, decision 024) opens this entry in Chromium, at the path of each
 * public page, and calls `window.saakhPrerender()`: the customer app's routes and providers rendered to HTML by
 * Preact's string renderer (the customer app's renderer, decision 030), in a real browser, so the page's code runs
 * as it does for a customer. The app entry (main.tsx) hydrates that HTML. Emotion only writes its styles when a tree mounts, so the page
 * is also mounted out of sight (on a memory router: the static one refuses what effects ask of a router) and the
 * rules it wrote are answered with the HTML. The mount comes first, and is gone before the string render, so the
 * two never share a context's value. Never part of the app's own bundle: the prerender builds it on its own.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  createMemoryRouter,
  createStaticHandler,
  createStaticRouter,
  RouterProvider,
  StaticRouterProvider,
} from 'react-router';
import { renderToStringAsync } from 'preact-render-to-string';
import { initI18n } from '@/lib/i18n';
import { AppProvider } from './provider';
import { customerAppRoutes as routes } from './customer-app-routes';

export type PrerenderedPage = { html: string; css: string; language: string; status: number };

declare global {
  interface Window {
    saakhPrerender?: () => Promise<PrerenderedPage>;
  }
}

/** Waits until the mounted copy shows its page (a main heading) and has stopped changing for 200 ms. */
async function settled(node: HTMLElement): Promise<void> {
  let last = '';
  let stableSince = Date.now();
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    const now = node.innerHTML;
    if (now !== last) {
      last = now;
      stableSince = Date.now();
    } else if (node.querySelector('h1') && Date.now() - stableSince >= 200) return;
  }
  throw new Error(`${window.location.pathname} did not settle with a main heading`);
}

/** Every rule Emotion has inserted, as text (in production it writes through the CSSOM, not into the tags). */
function emotionCss(): string {
  const rules: string[] = [];
  for (const tag of document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')) {
    for (const rule of tag.sheet?.cssRules ?? []) rules.push(rule.cssText);
  }
  return rules.join('');
}

window.saakhPrerender = async () => {
  await initI18n();
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(window.location.href));
  if (context instanceof Response) throw new Error(`${window.location.pathname} answers ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const offstage = document.createElement('div');
  offstage.style.cssText = 'position:absolute;left:-10000px;top:0;width:360px';
  offstage.setAttribute('aria-hidden', 'true');
  document.body.append(offstage);
  const mounted = createRoot(offstage);
  const path = `${window.location.pathname}${window.location.search}`;
  mounted.render(
    <StrictMode>
      <AppProvider>
        <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
      </AppProvider>
    </StrictMode>,
  );
  await settled(offstage);
  const css = emotionCss();
  mounted.unmount();
  offstage.remove();
  const html = await renderToStringAsync(
    <StrictMode>
      <AppProvider>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );

  return { html, css, language: document.documentElement.lang, status: context.statusCode };
};
