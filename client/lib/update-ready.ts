import { useSyncExternalStore } from 'react';

let applyUpdate: (() => void) | null = null;
const listeners = new Set<() => void>();

/** A new version is installed and waiting: `apply` lets it take over and reloads into it. */
export function offerUpdate(apply: () => void): void {
  applyUpdate = apply;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Once a new version is installed and waiting: the function that reloads the page into it. */
export function useUpdateReady(): (() => void) | null {
  return useSyncExternalStore(subscribe, () => applyUpdate, () => null);
}
