import { useEffect, useState } from 'react';

/** Whether the screen is kept awake: asked for, held, or not to be had. */
type WakeLockState = 'asking' | 'held' | 'unsupported' | 'refused';

/**
 * Keeps the screen awake while the component using it is on the page (Screen Wake Lock). The
 * browser lets go of the lock whenever the page is hidden, so it is asked for again each time the
 * page comes back into view; it is released when the component goes.
 */
export function useWakeLock(): WakeLockState {
  const [state, setState] = useState<WakeLockState>(() => ('wakeLock' in navigator ? 'asking' : 'unsupported'));

  useEffect(() => {
    if (!('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | undefined;
    let asking = false;
    let gone = false;

    const ask = async () => {
      // Only a visible page may hold one; one request at a time, and none while one is held.
      if (asking || document.visibilityState !== 'visible' || (lock && !lock.released)) return;
      asking = true;
      try {
        const granted = await navigator.wakeLock.request('screen');
        if (gone) void granted.release().catch(() => undefined);
        else {
          lock = granted;
          setState('held');
        }
      } catch {
        // Refused: by a permissions policy, a battery saver, or a page the browser thinks hidden.
        if (!gone) setState('refused');
      } finally {
        asking = false;
      }
    };

    const onVisibility = () => void ask();
    void ask();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      gone = true;
      document.removeEventListener('visibilitychange', onVisibility);
      void lock?.release().catch(() => undefined);
    };
  }, []);

  return state;
}
