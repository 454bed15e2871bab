import { useSyncExternalStore } from 'react';

// A page left open in the kitchen all day still hears of a new version.
const CHECK_EVERY_MS = 60 * 60 * 1000;

let applyUpdate: (() => void) | null = null;
const listeners = new Set<() => void>();

function offer(worker: ServiceWorker) {
  applyUpdate = () => {
    // The new worker takes over, then the page reloads into the new version once, under it.
    navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true });
    worker.postMessage({ type: 'SKIP_WAITING' });
  };
  for (const listener of listeners) listener();
}

/**
 * Registers the service worker the build writes (scripts/vite-offline-page.ts), which keeps the
 * page and its chunks for visits with no connection. A new version is installed beside the one
 * running and waits: this visit keeps the files it started with, and the page offers the reload
 * (useUpdateReady). Nothing happens where the browser has no service workers, or in `npm run dev`.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.register('/sw.js');
  // Only an update waits behind a running worker; the first one simply starts.
  const offerIfUpdate = (worker: ServiceWorker | null) => {
    if (worker && navigator.serviceWorker.controller) offer(worker);
  };
  offerIfUpdate(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offerIfUpdate(installing);
    });
  });
  setInterval(() => void registration.update().catch(() => undefined), CHECK_EVERY_MS);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Once a new version is installed and waiting: the function that reloads the page into it. */
export function useUpdateReady(): (() => void) | null {
  return useSyncExternalStore(subscribe, () => applyUpdate, () => null);
}
