import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Switch } from 'wouter';
import { ROUTES, type RouteName } from '../../shared/routes';
import { PageLoading } from './components/PageLoading';
import { VenueMissingBoundary } from './components/VenueMissing';
import { useSchedulePrefetch } from './features/public/prefetch/use-schedule-prefetch';
import NotFoundPage from './pages/NotFoundPage';

/**
 * One lazily loaded chunk per screen, so a diner opening the menu on a phone never downloads
 * the dashboard. The Record type makes a route without a screen a type error.
 */
const SCREENS: Record<RouteName, LazyExoticComponent<ComponentType>> = {
  home: lazy(() => import('./pages/HomePage')),
  menu: lazy(() => import('./pages/MenuPage')),
  menuSection: lazy(() => import('./pages/MenuSectionPage')),
  menuCategory: lazy(() => import('./pages/MenuCategoryPage')),
  dashboard: lazy(() => import('./pages/DashboardPage')),
  settings: lazy(() => import('./pages/SettingsPage')),
  qrCodes: lazy(() => import('./pages/QrCodesPage')),
  daySheet: lazy(() => import('./pages/DaySheetPage')),
  guests: lazy(() => import('./pages/GuestsPage')),
  subcategoriesAdmin: lazy(() => import('./pages/SubcategoriesAdminPage')),
  legalNotice: lazy(() => import('./pages/LegalNoticePage')),
  privacyPolicy: lazy(() => import('./pages/PrivacyPolicyPage')),
  cookiePolicy: lazy(() => import('./pages/CookiePolicyPage')),
  reminder: lazy(() => import('./pages/ReminderPage')),
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
