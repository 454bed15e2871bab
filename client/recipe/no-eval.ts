import { config } from 'zod';

// The AI SDK builds its stream-chunk schemas with zod as soon as it is imported, and zod probes
// whether eval works while building them. Under the page's CSP (no 'unsafe-eval') that probe is
// blocked and reported as a violation. Run before the stream engine (client/prefetch.ts loads them in that order), this
// turns the probe off.
config({ jitless: true });
