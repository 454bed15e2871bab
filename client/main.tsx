import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import './styles/app.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element to render into.');

const root = createRoot(container);
// As a transition, the first render is done in slices that leave the main thread free in between.
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
