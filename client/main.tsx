import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { readPageShell } from './loading/index.ts';
import './styles/app.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element to render into.');

const shell = readPageShell(container);
const page = (
  <StrictMode>
    <App providerLabel={shell.providerLabel} />
  </StrictMode>
);

if (shell.prerendered && !shell.restoring) {
  // A fresh visit renders exactly what the build prerendered: React takes over that markup.
  hydrateRoot(container, page);
} else {
  // A returning visitor's page differs from the prerendered one by what storage holds; it is
  // rendered anew, in slices that leave the main thread free in between (as a transition).
  const root = createRoot(container);
  startTransition(() => root.render(page));
}
