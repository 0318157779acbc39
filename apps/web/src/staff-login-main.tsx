import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { staffLoginAt, StaffLoginApp } from './app/staff-login/staff-login-app';
import { initI18n, loadCatalogues } from './lib/i18n';
import { replacePage } from './lib/leave-page';
import { hasSession, removeLegacyTokens } from './lib/session';
// React's autoFocus and controlled fields, which Preact's compatibility layer leaves out (decision 030).
import './lib/preact-parity';

/**
 * The staff login's entry (decision 056): /admin/login, /partner/login and /{partner}/partner/login. A browser with
 * the area's session goes on into it; otherwise the login renders once its texts are there.
 */
const root = document.getElementById('root');
if (!root) throw new Error('No #root element');

const login = staffLoginAt(window.location.pathname, window.location.search);
removeLegacyTokens();
if (hasSession(login.kind)) {
  replacePage(login.kind === 'admin' ? '/admin/dashboard' : '/partner');
} else {
  void initI18n();
  void loadCatalogues(['auth', 'account-security']).then(() =>
    createRoot(root).render(
      <StrictMode>
        <Suspense fallback={null}>
          <StaffLoginApp login={login} />
        </Suspense>
      </StrictMode>,
    ),
  );
}
