import { startTransition, StrictMode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createRouter, routerReady } from './app/router';
import { staffAppRoutes } from './app/staff-app-routes';
import { partnerBrandingQueryOptions } from './features/partners/api/get-partner-branding';
import { getBrandKey } from './lib/brand';
import { initI18n } from './lib/i18n';
import { queryClient } from './lib/query-client';
import { removeLegacyTokens } from './lib/session';
import { yieldToMain } from './lib/yield-to-main';

/** The staff app (decision 030): the admin and partner areas, on React, never loaded by a customer's page. */
const root = document.getElementById('root');
if (!root) throw new Error('No #root element');

removeLegacyTokens();
const i18nReady = initI18n().catch(() => undefined);

/**
 * Ends a first view once the app's first render is in the page, before it is painted: the root is no longer inert
 * (the server marks the view so, its buttons doing nothing yet). The view's CSS stays: Emotion took its rules as its
 * own when it started, and the app's elements use them.
 */
function FirstViewTakenOver({ container }: { container: HTMLElement }) {
  useLayoutEffect(() => {
    container.removeAttribute('inert');
    container.removeAttribute('data-first-view');
  }, [container]);
  return null;
}

/**
 * The first render in a transition: React renders it in slices, so a phone stays responsive while the frame is built.
 * A first view the server drew (decision 058) stays on screen until the app's first render replaces it with the same
 * frame: that render waits for the page's code, its texts, the session's check and the brand's look (the guard has
 * set its key), without which it would draw a spinner or the default look over it.
 */
async function start(container: HTMLElement): Promise<void> {
  // The app's code has just been evaluated in this task; the router starts the first page's loaders and asks for its
  // code in one of its own.
  await yieldToMain();
  const router = createRouter(staffAppRoutes);
  if (container.hasAttribute('data-first-view')) {
    await Promise.all([i18nReady, routerReady(router)]);
    await queryClient.prefetchQuery(partnerBrandingQueryOptions(getBrandKey()));
  }
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <FirstViewTakenOver container={container} />
        <App router={router} />
      </StrictMode>,
    );
  });
}

void start(root);
