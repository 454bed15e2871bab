import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { whenIdle } from './lib/when-idle.ts';
import { readPageShell } from './page-shell.ts';
import './styles/app.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element to render into.');

const shell = readPageShell(container);
const page = (
  <StrictMode>
    <App providerLabel={shell.providerLabel} />
  </StrictMode>
);

// As a transition, the first render (or the taking over of the prerendered markup) is done in
// slices that leave the main thread free in between.
startTransition(() => {
  // A fresh visit renders exactly what the build prerendered: React takes over that markup. A
  // returning visitor's page differs from it by what storage holds, and is rendered anew.
  if (shell.prerendered && !shell.restoring) hydrateRoot(container, page);
  else createRoot(container).render(page);
});

// The service worker keeps the page for visits with no connection. Registered once the page is
// idle, by code fetched then; a page that cannot keep itself offline still works online, so a
// failure here tells the visitor nothing.
whenIdle(() => void import('./lib/service-worker.ts').then((worker) => worker.registerServiceWorker()).catch(() => undefined));
