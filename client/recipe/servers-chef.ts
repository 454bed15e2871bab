import { providerLabel } from '../../shared/api/provider-label.ts';
import { loadOnce } from '../lib/load-once.ts';

// The chef the server runs when no host is configured writes from data the page can draft too:
// its code is the page's own chef's (page-chef.ts), fetched the first time a recipe of its is
// changed, scaled or switched to other units.

/** The server's own chef, as its answers name it ("Recipes by"). */
export const SERVERS_CHEF = providerLabel({ provider: 'offline', modelId: '', host: null });

/** The built-in chef's writer, fetched once; it checks a draft's key with zod, set first as the page's CSP needs (see no-eval.ts). */
export const loadChef = loadOnce(() => import('./no-eval.ts').then(() => import('../../shared/offline-chef/recipe-writer.ts')));
