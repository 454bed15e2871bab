// React 19 and one labelled input, nothing of Pantry Chef's, started the way the page starts its
// own (a root, a first render as a transition). Loaded under the same throttling in the same run,
// it shows how much of the page's load figures React alone accounts for on this machine.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';

const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <main>
        <input aria-label="Add Ingredient" />
      </main>
    </StrictMode>,
  );
});
