// vite-plugin-pwa's register module is virtual: the build writes it. Under jsdom there is no
// build and no service worker, so the page's tests get one that registers nothing
// (tests/client/update-prompt.test.tsx mocks it to play the browser's part).
import type { RegisterSWOptions } from 'virtual:pwa-register';

export function registerSW(options?: RegisterSWOptions): (reloadPage?: boolean) => Promise<void> {
  void options;
  return async () => undefined;
}
