import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

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
window.scrollTo = function scrollTo() {} as typeof window.scrollTo;
window.scrollBy = function scrollBy() {} as typeof window.scrollBy;

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
