import type { LogLevel, Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// What index.html says of the page, said again for the installed app.
const DESCRIPTION = 'List the ingredients you have on hand and Pantry Chef suggests a recipe you can cook with them.';
// The page's light cream (client/styles/theme.css); index.html gives the dark one by media query.
const CREAM = '#fbf7f1';

/**
 * The page as an app that installs and opens with no connection: a web app manifest, and a
 * service worker (client/sw.ts, which says what it keeps and when) given the build's list of
 * files here. The page registers the worker itself, once it is idle (client/lib/service-worker.ts),
 * and a new version waits until the visitor reloads for it, so a visit in progress keeps the
 * chunks it started with.
 */
export function offlinePage(): Plugin[] {
  // The worker is built by a Vite build of its own, which says as much as the page's build does
  // (`npm start` builds with --logLevel warn, and prints only its own lines).
  let logLevel: LogLevel = 'info';
  const sameLogLevel: Plugin = { name: 'pantry-chef:worker-log-level', configResolved: (config) => void (logLevel = config.logLevel ?? 'info') };
  return [sameLogLevel, ...VitePWA({
    integration: { configureCustomSWViteBuild: (config) => void (config.logLevel = logLevel) },
    injectRegister: false,
    registerType: 'prompt',
    // The files below are kept by the worker's own list (injectManifest.globPatterns), each once.
    includeManifestIcons: false,
    manifest: {
      name: 'Pantry Chef',
      short_name: 'Pantry Chef',
      description: DESCRIPTION,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: CREAM,
      background_color: CREAM,
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    strategies: 'injectManifest',
    srcDir: '.',
    // Its address stays /sw.js: a browser checks the address it registered for a new version.
    filename: 'sw.ts',
    injectManifest: {
      // A classic worker (registered without type: 'module'), in one file.
      rollupFormat: 'iife',
      // Not the .br and .gz copies, nor the manifest, which the plugin adds itself (the browser asks for the file; the server picks the copy).
      globPatterns: ['**/*.{js,css,html,svg,png,ico,txt}'],
      // The card a shared link unfurls as is for chat apps' servers, never shown on the page.
      globIgnores: ['social-card.png'],
      // The page is kept as the server sends it at "/" (the model's name filled in), not the build's
      // index.html, which the server never sends as it is; its revision is still the build's file's.
      manifestTransforms: [
        (entries) => ({ manifest: entries.map((entry) => (entry.url === 'index.html' ? { ...entry, url: '/' } : entry)), warnings: [] }),
      ],
      // Hashed chunks are named by their content already.
      dontCacheBustURLsMatching: /^assets\//,
    },
  })];
}
