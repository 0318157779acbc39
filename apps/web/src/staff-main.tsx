import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createRouter } from './app/router';
import { staffAppRoutes } from './app/staff-app-routes';
import { initI18n } from './lib/i18n';
import { removeLegacyTokens } from './lib/session';
// React's autoFocus and controlled fields, which Preact's compatibility layer leaves out (decisions 030, 056).
import './lib/preact-parity';

/** The staff app (decisions 030, 056): the admin and partner areas, never loaded by a customer's page. */
const root = document.getElementById('root');
if (!root) throw new Error('No #root element');

removeLegacyTokens();
void initI18n();
createRoot(root).render(
  <StrictMode>
    <App router={createRouter(staffAppRoutes)} />
  </StrictMode>,
);
