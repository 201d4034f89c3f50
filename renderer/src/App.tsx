import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { ROUTES, type RouteName } from '../../shared/routes';
import { PageLoading } from './components/PageLoading';
import { VenueMissingBoundary } from './components/VenueMissing';
import { useSchedulePrefetch } from './features/public/prefetch/use-schedule-prefetch';
import { screen, type Screen } from './lib/screen-loader';
import NotFoundPage from './pages/NotFoundPage';

/**
 * One lazily loaded chunk per screen, so a diner opening the menu on a phone never downloads
 * the dashboard. The Record type makes a route without a screen a type error.
 */
export const SCREENS: Record<RouteName, Screen> = {
  home: screen(() => import('./pages/HomePage')),
  menu: screen(() => import('./pages/MenuPage')),
  menuSection: screen(() => import('./pages/MenuSectionPage')),
  menuCategory: screen(() => import('./pages/MenuCategoryPage')),
  dashboard: screen(() => import('./pages/DashboardPage')),
  settings: screen(() => import('./pages/SettingsPage')),
  qrCodes: screen(() => import('./pages/QrCodesPage')),
  recoverySheet: screen(() => import('./pages/RecoverySheetPage')),
  daySheet: screen(() => import('./pages/DaySheetPage')),
  kitchenSheet: screen(() => import('./pages/KitchenSheetPage')),
  guests: screen(() => import('./pages/GuestsPage')),
  reports: screen(() => import('./pages/ReportsPage')),
  subcategoriesAdmin: screen(() => import('./pages/SubcategoriesAdminPage')),
  legalNotice: screen(() => import('./pages/LegalNoticePage')),
  privacyPolicy: screen(() => import('./pages/PrivacyPolicyPage')),
  cookiePolicy: screen(() => import('./pages/CookiePolicyPage')),
  reminder: screen(() => import('./pages/ReminderPage')),
  allergies: screen(() => import('./pages/AllergiesPage')),
  waitlistOffer: screen(() => import('./pages/WaitlistOfferPage')),
  opinion: screen(() => import('./pages/OpinionPage')),
};

const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];

export function App() {
  useSchedulePrefetch();
  return (
    <VenueMissingBoundary>
      <Suspense fallback={<PageLoading />}>
        <Switch>
          {ROUTE_NAMES.map((name) => (
            <Route key={name} path={ROUTES[name]} component={SCREENS[name]} />
          ))}
          {/* The server answers these paths with HTTP 404 as well (server/site/router.ts). */}
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </VenueMissingBoundary>
  );
}
