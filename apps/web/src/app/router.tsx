import { ARTICLE_PAGES, MAP_PAGE_META } from '@depot/contract';
import { lazy, Suspense, type ComponentType } from 'react';
import { matchRoutes, Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { HomePage } from '../features/site/home-page';
import { useScrollOnNavigate } from '../lib/use-scroll-on-navigate';
import { SiteLayout } from '../features/site/site-layout';
import { RouteErrorBoundary } from './route-error';
import { useRouteTitle } from './use-route-title';

type AppRoute = RouteObject & { preload?: () => Promise<unknown> };

/** A signed-in screen's name, for the document title ('Kasir · Depot Pintar'). */
const titled = (title: string) => ({ title });

/** A route whose screen is a chunk of its own, fetched when the route is first matched. */
function lazyRoute(route: RouteObject, load: () => Promise<ComponentType>): AppRoute {
  const Screen = lazy(async () => ({ default: await load() }));
  return { ...route, element: <Screen />, preload: load } as AppRoute;
}

// The landing page is in the first chunk, so a visitor's first screen needs no second round
// trip. Every other screen is a chunk of its own: the articles, the depot map (with Leaflet and
// its styles), login and registration, the dashboard and the admin area, and the providers,
// dialogs and styles only signed-in screens use (app-layout.tsx). Public pages never load any of
// those. Declarative routes (no data router) keep about 17 KB gzip of React Router out of every
// page.
const routes: AppRoute[] = [
  {
    element: <SiteLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      ...ARTICLE_PAGES.map(({ path }) =>
        lazyRoute({ path }, async () => {
          const article = (await import('../features/site/articles')).ARTICLE_COMPONENTS[path];
          if (!article) throw new Error(`No article component for ${path}`);
          return article;
        }),
      ),
      lazyRoute(
        { path: MAP_PAGE_META.path },
        async () => (await import('../features/map/map-page')).MapPage,
      ),
    ],
  },
  lazyRoute(
    {
      children: [
        lazyRoute(
          { path: '/login', handle: titled('Login') },
          async () => (await import('../features/auth/login-page')).LoginPage,
        ),
        lazyRoute(
          { path: '/register', handle: titled('Registrasi') },
          async () => (await import('../features/auth/register-page')).RegisterPage,
        ),
        lazyRoute(
          {
            path: '/dashboard',
            children: [
              lazyRoute(
                {
                  children: [
                    lazyRoute(
                      { index: true, handle: titled('Beranda') },
                      async () =>
                        (await import('../features/dashboard/dashboard-home')).DashboardHome,
                    ),
                    lazyRoute(
                      { path: 'kualitas-air', handle: titled('Kualitas Air') },
                      async () => (await import('../features/dashboard/quality-page')).QualityPage,
                    ),
                    lazyRoute(
                      { path: 'pos', handle: titled('Kasir') },
                      async () => (await import('../features/pos/pos-page')).PosPage,
                    ),
                    lazyRoute(
                      { path: 'pelanggan', handle: titled('Pelanggan') },
                      async () =>
                        (await import('../features/customers/customers-page')).CustomersPage,
                    ),
                    lazyRoute(
                      { path: 'tutup-kasir', handle: titled('Tutup Kasir') },
                      async () =>
                        (await import('../features/cash-close/cash-close-page')).CashClosePage,
                    ),
                    lazyRoute(
                      { path: 'trek-motor', handle: titled('Trek Motor & Lokasi Depot') },
                      async () => (await import('../features/tracker/tracker-page')).TrackerPage,
                    ),
                    lazyRoute(
                      { path: 'cctv', handle: titled('CCTV') },
                      async () => (await import('../features/cctv/cctv-page')).CctvPage,
                    ),
                    lazyRoute(
                      { path: 'selisih-galon', handle: titled('Selisih Galon') },
                      async () =>
                        (await import('../features/reconciliation/reconciliation-page'))
                          .ReconciliationPage,
                    ),
                    lazyRoute(
                      { path: 'absensi', handle: titled('Absensi') },
                      async () =>
                        (await import('../features/attendance/attendance-page')).AttendancePage,
                    ),
                    lazyRoute(
                      {
                        children: [
                          lazyRoute(
                            { path: 'pendapatan', handle: titled('Pendapatan') },
                            async () => (await import('../features/income/income-page')).IncomePage,
                          ),
                          lazyRoute(
                            { path: 'produk', handle: titled('Produk & Harga') },
                            async () =>
                              (await import('../features/products/products-page')).ProductsPage,
                          ),
                          lazyRoute(
                            { path: 'pdam-bill', handle: titled('Tagihan PDAM') },
                            async () => (await import('../features/pdam/pdam-page')).PdamPage,
                          ),
                          lazyRoute(
                            { path: 'smart-farming', handle: titled('Smart Farming') },
                            async () =>
                              (await import('../features/farming/farming-page')).FarmingPage,
                          ),
                          lazyRoute(
                            { path: 'karyawan', handle: titled('Karyawan') },
                            async () =>
                              (await import('../features/employees/employees-page')).EmployeesPage,
                          ),
                        ],
                      },
                      async () => (await import('./guards')).RequireOwner,
                    ),
                    lazyRoute(
                      { path: 'profile', handle: titled('Profil') },
                      async () => (await import('../features/profile/profile-page')).ProfilePage,
                    ),
                    { path: '*', element: <Navigate to="/dashboard" replace /> },
                  ],
                },
                async () => (await import('./dashboard-shell')).DashboardShell,
              ),
            ],
          },
          async () => (await import('./guards')).RequireUser,
        ),
        lazyRoute(
          {
            path: '/admin',
            children: [
              lazyRoute(
                {
                  children: [
                    { index: true, element: <Navigate to="/admin/register" replace /> },
                    lazyRoute(
                      { path: 'register', handle: titled('Registrasi Admin') },
                      async () =>
                        (await import('../features/admin/registrations-page')).RegistrationsPage,
                    ),
                    lazyRoute(
                      { path: 'tables', handle: titled('Kelola Data Master') },
                      async () => (await import('../features/admin/tables-page')).TablesPage,
                    ),
                    lazyRoute(
                      { path: 'webgis', handle: titled('WebGIS Depots') },
                      async () => (await import('../features/webgis/webgis-page')).WebgisPage,
                    ),
                    lazyRoute(
                      { path: 'manage-accounts', handle: titled('Manajemen Akun') },
                      async () => (await import('../features/admin/accounts-page')).AccountsPage,
                    ),
                    lazyRoute(
                      { path: 'testimoni', handle: titled('Testimoni') },
                      async () =>
                        (await import('../features/admin/testimonials-page')).TestimonialsPage,
                    ),
                    lazyRoute(
                      { path: 'smart-weather', handle: titled('Smart Weather') },
                      async () =>
                        (await import('../features/iot/smart-weather-page')).SmartWeatherPage,
                    ),
                    lazyRoute(
                      {
                        path: 'smart-weather/sensor/:sensorId',
                        handle: titled('Sensor Smart Weather'),
                      },
                      async () => (await import('../features/iot/sensor-page')).SensorPage,
                    ),
                    lazyRoute(
                      { path: 'smart-farming', handle: titled('Smart Farming') },
                      async () =>
                        (await import('../features/farming/admin-farming-page')).AdminFarmingPage,
                    ),
                    lazyRoute(
                      { path: 'gps-tracker', handle: titled('GPS Tracker') },
                      async () =>
                        (await import('../features/tracker/admin-tracker-page')).AdminTrackerPage,
                    ),
                    { path: '*', element: <Navigate to="/admin/register" replace /> },
                  ],
                },
                async () => (await import('./admin-shell')).AdminShell,
              ),
            ],
          },
          async () => (await import('./guards')).RequireSuperAdmin,
        ),
        lazyRoute({ path: '*' }, async () => (await import('./guards')).UnknownRoute),
      ],
    },
    async () => (await import('./app-layout')).AppLayout,
  ),
];

/** The screen of the current path; a screen that fails to load shows RouteError. */
export function AppRoutes() {
  const location = useLocation();
  useScrollOnNavigate();
  // Fetch the chunks of every matched level at once, not one after another as each renders.
  // A chunk that fails here fails again in its lazy screen, which shows the error.
  const matches = matchRoutes(routes, location) ?? [];
  for (const match of matches) {
    (match.route as AppRoute).preload?.().catch(() => undefined);
  }
  useRouteTitle(matches);
  const screen = useRoutes(routes, location);
  return (
    <RouteErrorBoundary resetKey={location.pathname}>
      <Suspense fallback={null}>{screen}</Suspense>
    </RouteErrorBoundary>
  );
}
