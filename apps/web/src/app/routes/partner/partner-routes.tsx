/** The partner area's routes, loaded on demand. */
import type { RouteObject } from 'react-router';
import { partnerPagePaths } from './partner-nav';

type PageModule = () => Promise<{ Component: React.ComponentType }>;

const comingSoon: PageModule = () => import('./partner-coming-soon').then((m) => ({ Component: m.PartnerComingSoon }));

/** Built pages by path below /partner ('' is the dashboard); others show "coming soon". */
const pages: Record<string, PageModule> = {
  'training-material/eligibility-criteria': () =>
    import('./eligibility-criteria-page').then((m) => ({ Component: m.EligibilityCriteriaPage })),
  communication: () => import('./communication-page').then((m) => ({ Component: m.CommunicationPage })),
  'communication/tech-support': () => import('./communication-page').then((m) => ({ Component: m.TechSupportPage })),
  'communication/general-query': () => import('./communication-page').then((m) => ({ Component: m.GeneralQueryPage })),
  referral: () => import('./referral-page').then((m) => ({ Component: m.ReferralPage })),
  settings: () => import('./settings-page').then((m) => ({ Component: m.SettingsPage })),
};

const loginPage = () => import('./partner-login-page').then((m) => ({ Component: m.PartnerLoginPage }));

export const partnerRoutes: RouteObject[] = [
  { path: 'partner/login', lazy: loginPage },
  { path: ':partner/partner/login', lazy: loginPage },
  { path: 'partner/join/:code', lazy: () => import('./join-page').then((m) => ({ Component: m.JoinPage })) },
  {
    path: 'partner',
    lazy: () =>
      Promise.all([import('./partner-layout'), import('./partner-guard')]).then(([layout, guard]) => ({
        Component: layout.PartnerLayout,
        loader: guard.partnerGuardLoader,
        shouldRevalidate: guard.revalidateOnEveryPath,
      })),
    children: [
      { index: true, lazy: pages[''] ?? comingSoon },
      ...partnerPagePaths.map((path) => ({ path, lazy: pages[path] ?? comingSoon })),
    ],
  },
];
