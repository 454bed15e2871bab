import '@testing-library/jest-dom/vitest';
import './modal-dialog.ts';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { loadRenderer, loadStreamEngine } from '../../client/prefetch.ts';

// The page loads its stream engine and markdown renderer lazily. Compiling them (the AI SDK client,
// streamdown) takes seconds on a busy machine: done here once, so no test's own time limit pays for it.
beforeAll(async () => {
  await Promise.all([loadStreamEngine(), loadRenderer()]);
}, 60_000);

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  // Every test starts as a first visit: nothing remembered from the one before.
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

// jsdom has no layout and no scrolling: these stand in so the page's scrolling code can run
// (and be spied on) instead of logging "not implemented".
Element.prototype.scrollIntoView = function scrollIntoView() {};
window.scrollTo = function scrollTo() {};
window.scrollBy = function scrollBy() {};

// No media query matches unless a test says so (e.g. prefers-reduced-motion).
window.matchMedia = (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
