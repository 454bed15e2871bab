import { createContext, use, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { prefetchStream } from '../prefetch.ts';
import { createRecipeStore, type RecipeState, type RecipeStore } from './recipe-store.ts';

const RecipeContext = createContext<RecipeStore | null>(null);

interface RecipeProviderProps {
  /** Says something through the page's polite live region. */
  announce: (text: string) => void;
  children: ReactNode;
}

/** Gives the page's recipe store to everything under it: one store per page. */
export function RecipeProvider({ announce, children }: RecipeProviderProps) {
  const [store] = useState(() => createRecipeStore({ announce }));
  useEffect(() => {
    const disconnect = store.connect();
    const cancelPrefetch = prefetchStream();
    return () => {
      disconnect();
      cancelPrefetch();
    };
  }, [store]);
  return <RecipeContext value={store}>{children}</RecipeContext>;
}

/** The page's recipe store, for its actions. */
export function useRecipeStore(): RecipeStore {
  const store = use(RecipeContext);
  if (!store) throw new Error('useRecipeStore is used outside RecipeProvider.');
  return store;
}

/** The recipe's state now; the component renders again whenever it changes. */
export function useRecipeState(): RecipeState {
  const store = useRecipeStore();
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
