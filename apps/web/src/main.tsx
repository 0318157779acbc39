import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { customerAppRoutes } from './app/customer-app-routes';
import { createRouter, routerReady } from './app/router';
import { takeLanguageFromAddress } from './features/languages/utils/language-links';
import { hydrating } from './lib/hydration';
import { chooseLanguage, i18next, initI18n } from './lib/i18n';
import { removeLegacyTokens } from './lib/session';
import { yieldToMain } from './lib/yield-to-main';
// React's autoFocus and controlled fields, which Preact's compatibility layer leaves out (decision 030).
import './lib/preact-parity';

/** The customer app (decision 030): public and customer pages; admin and partner pages are the staff app's. */
const root = document.getElementById('root');
if (!root) throw new Error('No #root element');

/**
 * A language button pressed on the prerendered page before the app took it over: its link put the choice in the
 * address (features/languages/utils/language-links.ts). Read now and on each change of the fragment, so a press
 * while the code is still arriving or starting is applied too.
 */
function applyLanguageFromAddress(): void {
  const chosen = takeLanguageFromAddress();
  if (chosen) void chooseLanguage(chosen);
}
applyLanguageFromAddress();
window.addEventListener('hashchange', applyLanguageFromAddress);

/**
 * A public page prerendered at build time (decision 024) is hydrated once its text and route modules are here, so
 * the first render matches the HTML. The prerender is English: a visitor who chose Hindi gets a fresh render in
 * Hindi instead, in the same layout, replacing the English HTML when it is ready.
 */
async function start(container: HTMLElement): Promise<void> {
  // Evaluating the code is a task of its own; opening the stored values, i18next and the router is the next one.
  await yieldToMain();
  // Tokens an older build kept in localStorage: nothing a script could read is left after the upgrade (decision 018).
  removeLegacyTokens();
  // Before the router: its first lazy routes ask for their texts as they load, which needs i18next set up.
  const i18nReady = initI18n().catch(() => undefined);
  const router = createRouter(customerAppRoutes);
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  const prerendered = container.dataset.prerendered;
  if (!prerendered) {
    // The router has started loading the first page's code and data; its spinner renders in a task of its own, so
    // starting the router and rendering are two short tasks on a slow phone instead of one long one.
    await yieldToMain();
    createRoot(container).render(app);
    return;
  }
  await Promise.all([i18nReady, routerReady(router)]);
  startTransition(() => {
    if (i18next.language === prerendered) hydrating((tree) => hydrateRoot(container, tree), app);
    else createRoot(container).render(app);
  });
}

void start(root);
