import { offerUpdate } from './update-ready.ts';

// A page left open in the kitchen all day still hears of a new version.
const CHECK_EVERY_MS = 60 * 60 * 1000;

function offer(worker: ServiceWorker) {
  offerUpdate(() => {
    // The new worker takes over, then the page reloads into the new version once, under it.
    navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true });
    worker.postMessage({ type: 'SKIP_WAITING' });
  });
}

/**
 * Registers the service worker the build writes (scripts/vite-offline-page.ts), which keeps the
 * page and its chunks for visits with no connection. A new version is installed beside the one
 * running and waits: this visit keeps the files it started with, and the page offers the reload
 * (update-ready.ts). Fetched once the page is idle (client/engines.ts). Nothing happens where
 * the browser has no service workers, or in `npm run dev`.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.register('/sw.js');
  // Only an update waits behind a running worker; the first one simply starts.
  const offerIfUpdate = (worker: ServiceWorker | null) => {
    if (worker && navigator.serviceWorker.controller) offer(worker);
  };
  // A version that fails to install (the server sent another build's page: client/sw.ts) is never offered.
  const offerOnceInstalled = (installing: ServiceWorker | null) =>
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offerIfUpdate(installing);
    });
  offerIfUpdate(registration.waiting);
  // The browser looks for a new version at every visit, and may have found one before the page was idle.
  offerOnceInstalled(registration.installing);
  registration.addEventListener('updatefound', () => offerOnceInstalled(registration.installing));
  setInterval(() => void registration.update().catch(() => undefined), CHECK_EVERY_MS);
}
