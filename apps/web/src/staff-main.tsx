import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createRouter } from './app/router';
import { staffAppRoutes } from './app/staff-app-routes';
import { initI18n } from './lib/i18n';
import { removeLegacyTokens } from './lib/session';

/** The staff app (decision 030): the admin and partner areas, on React, never loaded by a customer's page. */
const root = document.getElementById('root');
if (!root) throw new Error('No #root element');

removeLegacyTokens();
void initI18n();
// The first render in a transition: React renders it in slices, so a phone stays responsive while the frame is built.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App router={createRouter(staffAppRoutes)} />
    </StrictMode>,
  );
});
