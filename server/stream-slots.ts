/** A release function that frees its slot; calling it again does nothing. */
export type ReleaseSlot = () => void;

/** Counts the upstream streams running at once, so one instance never runs more than `max`. */
export interface StreamSlots {
  /** A release function when a slot is free, undefined when all are taken. */
  tryAcquire(): ReleaseSlot | undefined;
  /** Streams running now. */
  readonly inUse: number;
}

/** Slots for at most `max` concurrent upstream streams. */
export function createStreamSlots(max: number): StreamSlots {
  let inUse = 0;
  return {
    tryAcquire() {
      if (inUse >= max) return undefined;
      inUse += 1;
      let released = false;
      return () => {
        // Several ways to end can race (visitor leaves while the host fails); free the slot once.
        if (released) return;
        released = true;
        inUse -= 1;
      };
    },
    get inUse() {
      return inUse;
    },
  };
}
