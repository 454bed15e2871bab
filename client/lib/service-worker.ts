import { registerSW } from 'virtual:pwa-register';
import { offerUpdate } from './update-ready.ts';

// A page left open in the kitchen all day still hears of a new version.
const CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * Registers the service worker the build writes (client/sw.ts, configured in
 * scripts/vite-offline-page.ts) with vite-plugin-pwa's own register module, which keeps the page
 * and its chunks for visits with no connection. A new version is installed beside the one running
 * and waits: this visit keeps the files it started with, and the page offers the reload
 * (update-ready.ts); once the new worker takes over, the page reloads into it. A version that
 * fails to install (the server sent another build's page: client/sw.ts) is never offered.
 * Nothing happens where the browser has no service workers, or in `npm run dev`.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD) return;
  const update = registerSW({
    onNeedRefresh: () => offerUpdate(() => void update()),
    onRegisteredSW: (_url, registration) => {
      if (registration) setInterval(() => void registration.update().catch(() => undefined), CHECK_EVERY_MS);
    },
  });
}
