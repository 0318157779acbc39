import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n } from './lib/i18n';
import { removeLegacyTokens } from './lib/session';

const root = document.getElementById('root');
if (!root) throw new Error('No #root element');

// Tokens an older build kept in localStorage: nothing a script could read is left after the upgrade (decision 018).
removeLegacyTokens();
void initI18n();
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
