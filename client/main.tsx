// React's first run and the page's are two tasks, not one: each is short enough that a key
// pressed meanwhile on a slow phone waits less than 50 ms (bench/README.md has the figures). The
// page's script is fetched beside React's, not after it: the build preloads it from index.html.
import 'react';
import 'react-dom/client';

await import('./boot.tsx');
