import { ARTICLE_PAGES } from '@depot/contract';
import { createBrowserRouter, Navigate } from 'react-router';
import { RequireSuperAdmin, RequireUser, UnknownRoute } from './guards';
import { RouteError } from './route-error';

// Each area is its own chunk: public pages never load the dashboard or admin code.
export const router = createBrowserRouter([
  {
    errorElement: <RouteError />,
    children: [
      {
        lazy: async () => ({
          Component: (await import('../features/site/site-layout')).SiteLayout,
        }),
        children: [
          {
            path: '/',
            lazy: async () => ({
              Component: (await import('../features/site/home-page')).HomePage,
            }),
          },
          ...ARTICLE_PAGES.map(({ path }) => ({
            path,
            lazy: async () => ({
              Component: (await import('../features/site/articles')).ARTICLE_COMPONENTS[path],
            }),
          })),
        ],
      },
      {
        path: '/login',
        lazy: async () => ({ Component: (await import('../features/auth/login-page')).LoginPage }),
      },
      {
        path: '/register',
        lazy: async () => ({
          Component: (await import('../features/auth/register-page')).RegisterPage,
        }),
      },
      {
        path: '/dashboard',
        element: <RequireUser />,
        children: [
          {
            lazy: async () => ({
              Component: (await import('./dashboard-shell')).DashboardShell,
            }),
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await import('../features/dashboard/dashboard-home')).DashboardHome,
                }),
              },
              {
                path: 'pos',
                lazy: async () => ({
                  Component: (await import('../features/pos/pos-page')).PosPage,
                }),
              },
              {
                path: 'pendapatan',
                lazy: async () => ({
                  Component: (await import('../features/income/income-page')).IncomePage,
                }),
              },
              {
                path: 'profile',
                lazy: async () => ({
                  Component: (await import('../features/profile/profile-page')).ProfilePage,
                }),
              },
              { path: '*', element: <Navigate to="/dashboard" replace /> },
            ],
          },
        ],
      },
      {
        path: '/admin',
        element: <RequireSuperAdmin />,
        children: [
          {
            lazy: async () => ({
              Component: (await import('./admin-shell')).AdminShell,
            }),
            children: [
              { index: true, element: <Navigate to="/admin/register" replace /> },
              {
                path: 'register',
                lazy: async () => ({
                  Component: (await import('../features/admin/registrations-page'))
                    .RegistrationsPage,
                }),
              },
              { path: '*', element: <Navigate to="/admin/register" replace /> },
            ],
          },
        ],
      },
      { path: '*', element: <UnknownRoute /> },
    ],
  },
]);
