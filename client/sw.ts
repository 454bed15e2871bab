/// <reference lib="webworker" />
// The service worker (built by scripts/vite-offline-page.ts, which writes the build's list of
// files in below). It keeps one build whole, the page and every file the page may load, and
// opens that page on every visit, so the app starts at once and with no connection.
//
//   install   every file of this build, then the page: kept only if it names this build's own
//             scripts (build-page.ts). During a rolling deploy a balancer may send a request to a
//             replica of another build: a file missing or another build's page fails the install,
//             and the browser tries again at a later visit
//   visit     the kept page at once, while a fresh copy is fetched: kept for the next visit if it
//             is still this build's page (the server's settings, such as its model, reach the
//             page so); the network instead when any file of the build has gone missing
//   files     this build's from the cache; anything else from the network
//   data      USDA's food table, kept once fetched (in a cache of its own, which builds share), so
//             nutrition works offline after its first use
//   activate  the first version at once; a new one once the page says so (update-ready.ts) or
//             no tab has the app open: other builds' caches go
import { buildName, isPageOfBuild } from './lib/build-page.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

const BUILD = self.__WB_MANIFEST;
const PAGE = '/';
const pathOf = (url: string) => new URL(url, self.location.href).pathname;
const FILES = new Set(BUILD.map(({ url }) => pathOf(url)));
const CACHE = `pantry-chef-${buildName(BUILD)}`;
// A balancer that sent one request for the page to an instance with another build may send the next elsewhere.
const PAGE_ATTEMPTS = 3;
// Data the page fetches only when it needs it, kept after: a file there never changes (a new table
// would come under a new name), so one kept copy serves every build.
const DATA_CACHE = 'pantry-chef-data';
const DATA = /^\/nutrition\/[\w.-]+\.json$/;
// Paths that are never the page: the API, the probes, and files.
const NOT_THE_PAGE = [/^\/api\//, /^\/(healthz|readyz|metrics)$/, /\.[a-z0-9]+$/i];

/** Keeps `response` as the page if it is this build's page; says whether it did. */
async function keepPage(cache: Cache, response: Response): Promise<boolean> {
  // A redirected response cannot answer a navigation: Chromium would show an error page instead.
  if (!response.ok || response.redirected || !isPageOfBuild(await response.clone().text(), FILES)) return false;
  await cache.put(PAGE, response);
  return true;
}

async function keepBuild(): Promise<void> {
  const cache = await caches.open(CACHE);
  await Promise.all(
    [...FILES].filter((path) => path !== PAGE).map(async (path) => {
      // Hashed files never change under one name; the others are asked about again.
      const response = await fetch(path, { cache: path.startsWith('/assets/') ? 'default' : 'no-cache' });
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      await cache.put(path, response);
    }),
  );
  for (let attempt = 0; attempt < PAGE_ATTEMPTS; attempt++) {
    if (await keepPage(cache, await fetch(PAGE, { cache: 'no-cache' }))) return;
  }
  throw new Error("The server sent another build's page: this build waits for the next try");
}

/** Whether every file of this build is still kept; only then may its page open from the cache. */
async function whole(cache: Cache): Promise<boolean> {
  const kept = new Set((await cache.keys()).map((request) => pathOf(request.url)));
  return [...FILES].every((path) => kept.has(path));
}

async function openPage(event: FetchEvent): Promise<Response> {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(PAGE);
  if (kept && (await whole(cache))) {
    event.waitUntil(fetch(PAGE, { cache: 'no-cache' }).then((fresh) => keepPage(cache, fresh), () => false));
    return kept;
  }
  return fetch(event.request).catch((error: unknown) => kept ?? Promise.reject(error));
}

async function keptData(request: Request): Promise<Response> {
  const cache = await caches.open(DATA_CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function keptOrNetwork(request: Request): Promise<Response> {
  return (await (await caches.open(CACHE)).match(pathOf(request.url))) ?? fetch(request);
}

self.addEventListener('install', (event) => event.waitUntil(keepBuild()));

self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys().then((names) => Promise.all(names.filter((name) => name !== CACHE && name !== DATA_CACHE).map((name) => caches.delete(name)))));
});

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (request.mode === 'navigate' && !NOT_THE_PAGE.some((path) => path.test(url.pathname))) event.respondWith(openPage(event));
  else if (url.pathname !== PAGE && FILES.has(url.pathname)) event.respondWith(keptOrNetwork(request));
  else if (DATA.test(url.pathname)) event.respondWith(keptData(request));
});
