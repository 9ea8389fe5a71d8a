import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// As a transition the first render yields to the browser every few milliseconds instead of
// holding the main thread for the whole landing page, so a phone stays responsive meanwhile.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

// Installable on Android, and an offline start shows the app: the Workbox service worker built
// by vite-plugin-pwa (vite.config.ts). Registered after load, so the first screen never waits.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => void navigator.serviceWorker.register('/sw.js'));
}
