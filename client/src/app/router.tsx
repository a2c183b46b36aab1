import { type ComponentType, lazy, type ReactNode } from 'react';
import { type RouteObject, useRoutes } from 'react-router-dom';
import { RequireAuth, SessionSpinner } from '../features/auth/components/RequireAuth';
import { withAuthTexts } from '../features/auth/i18n';
import { withBrandTexts } from '../features/brand-kit/i18n';
import { withAppTexts } from '../features/dashboard/i18n';
import { FoodLandingPage, LandingPage } from '../features/landing/pages/LandingPage';
import { withSupportTexts } from '../features/support/i18n';
import { AppRoot } from './AppRoot';
import { HydrationSlice } from './HydrationSlice';

const page = <T extends Record<string, unknown>>(load: () => Promise<T>, name: keyof T & string) =>
  lazy(() => load().then((m) => ({ default: m[name] as ComponentType })));

const loadAuthPage = withAuthTexts(() => import('../features/auth/pages/AuthPage'));
const AuthPage = page(loadAuthPage, 'AuthPage');

/**
 * Loads the lazy page a prerendered path shows (`/auth`) before it is hydrated: a part still
 * loading cannot hydrate, and what a visitor does on it meanwhile would be lost.
 */
export async function loadPrerenderedPage(pathname: string): Promise<void> {
  if (pathname === '/auth') await loadAuthPage();
}
const DashboardPage = page(
  withAppTexts(() => import('../features/dashboard/pages/DashboardPage')),
  'DashboardPage',
);
const MyVideosPage = page(
  withAppTexts(() => import('../features/my-videos/pages/MyVideosPage')),
  'MyVideosPage',
);
const AnalyticsPage = page(
  withAppTexts(() => import('../features/analytics/pages/AnalyticsPage')),
  'AnalyticsPage',
);
const OldHomePage = page(() => import('../features/landing/pages/OldHomePage'), 'OldHomePage');
const ThankYouPage = page(() => import('../features/billing/pages/ThankYouPage'), 'ThankYouPage');
const CancelledPage = page(
  () => import('../features/billing/pages/CancelledPage'),
  'CancelledPage',
);
const SubscriptionPage = page(
  () => import('../features/billing/pages/SubscriptionPage'),
  'SubscriptionPage',
);
const CheckoutPage = page(() => import('../features/billing/pages/CheckoutPage'), 'CheckoutPage');
const PaymentsPage = page(() => import('../features/billing/pages/PaymentsPage'), 'PaymentsPage');
const BuyCreditsPage = page(
  () => import('../features/billing/pages/BuyCreditsPage'),
  'BuyCreditsPage',
);
const SafariHelpPage = page(
  () => import('../features/help/pages/SafariHelpPage'),
  'SafariHelpPage',
);
const HelpPage = page(
  withSupportTexts(() => import('../features/support/pages/HelpPage')),
  'HelpPage',
);
const TicketPage = page(
  withSupportTexts(() => import('../features/support/pages/TicketPage')),
  'TicketPage',
);
const BrandKitPage = page(
  withBrandTexts(() => import('../features/brand-kit/pages/BrandKitPage')),
  'BrandKitPage',
);
const PrivacyDataPage = page(
  withAppTexts(() => import('../features/privacy/pages/PrivacyDataPage')),
  'PrivacyDataPage',
);
const PrivacyPage = page(() => import('../features/legal/pages/PrivacyPage'), 'PrivacyPage');
const DataDeletionPage = page(
  () => import('../features/legal/pages/DataDeletionPage'),
  'DataDeletionPage',
);
const NotFoundPage = page(() => import('../features/system/pages/NotFoundPage'), 'NotFoundPage');

/**
 * A lazy page's boundary. As a HydrationSlice: a prerendered page in it (`/auth`) is hydrated in
 * a pass after the shell's, and its fields (the language) stay held until that pass is done; a
 * plain Suspense let them go with the shell, and a language chosen then was lost.
 */
export const lazyPage = (element: ReactNode) => (
  <HydrationSlice fallback={<SessionSpinner />}>{element}</HydrationSlice>
);
const guarded = (element: ReactNode) => <RequireAuth>{lazyPage(element)}</RequireAuth>;

/**
 * The spec's route table (§2). The landing is in the entry chunk; every other page is a lazy
 * chunk. Declarative routing (`useRoutes` under a `BrowserRouter`) rather than a data router:
 * the data router's code is ~12 KB gzip the landing does not need. `/admin*` is the admin app,
 * served by the API before this bundle is ever loaded.
 */
export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/old-home', element: lazyPage(<OldHomePage />) },
      // The food variant shares the landing's module (and its chunk).
      { path: '/comida', element: <FoodLandingPage /> },
      { path: '/auth', element: lazyPage(<AuthPage />) },
      { path: '/dashboard', element: guarded(<DashboardPage />) },
      { path: '/dashboard/my-videos', element: guarded(<MyVideosPage />) },
      { path: '/analytics', element: guarded(<AnalyticsPage />) },
      { path: '/subscription', element: guarded(<SubscriptionPage />) },
      { path: '/subscribe', element: guarded(<SubscriptionPage />) },
      { path: '/checkout', element: guarded(<CheckoutPage />) },
      { path: '/payments', element: guarded(<PaymentsPage />) },
      { path: '/comprar-creditos', element: guarded(<BuyCreditsPage />) },
      { path: '/obrigado', element: lazyPage(<ThankYouPage />) },
      { path: '/cancelado', element: lazyPage(<CancelledPage />) },
      { path: '/ajuda', element: guarded(<HelpPage />) },
      { path: '/ajuda/:id', element: guarded(<TicketPage />) },
      { path: '/minha-marca', element: guarded(<BrandKitPage />) },
      { path: '/safari-help', element: lazyPage(<SafariHelpPage />) },
      { path: '/privacidade', element: lazyPage(<PrivacyPage />) },
      { path: '/exclusao-dados', element: lazyPage(<DataDeletionPage />) },
      { path: '/privacidade-e-dados', element: guarded(<PrivacyDataPage />) },
      { path: '*', element: lazyPage(<NotFoundPage />) },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
