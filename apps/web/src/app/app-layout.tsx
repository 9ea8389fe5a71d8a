import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { queryClient } from '../lib/query-client';
import { setLoginRedirect } from '../lib/session-end';
import { DeferredModals, DeferredNotifications } from './deferred-overlays';

/**
 * Login, registration, the dashboard and the admin area: server data, dialogs and notifications.
 * The public pages do without, so visitors never download them.
 */
export function AppLayout() {
  const navigate = useNavigate();
  useEffect(() => setLoginRedirect(() => navigate('/login', { replace: true })), [navigate]);
  return (
    <QueryClientProvider client={queryClient}>
      <DeferredNotifications />
      <DeferredModals />
      <Outlet />
    </QueryClientProvider>
  );
}
