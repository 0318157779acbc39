import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n } from './lib/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('No #root element');

void initI18n();
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
