import { loadOnce } from '../lib/load-once.ts';

// The built-in chef, which the server runs when no host is configured and the page runs offline,
// writes from data: a recipe of its comes with the key of its draft, and the page drafts it again
// from that key with the same code, fetched the first time such a recipe is changed, scaled or
// switched to other units.

/** The built-in chef's writer, fetched once; it checks a draft's key with zod, set first as the page's CSP needs (see no-eval.ts). */
export const loadChef = loadOnce(() => import('./no-eval.ts').then(() => import('../../shared/offline-chef/recipe-writer.ts')));
