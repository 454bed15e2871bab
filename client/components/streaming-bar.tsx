import type { Ref } from 'react';
import { LoadingStatus } from './loading-status.tsx';

interface StreamingBarProps {
  onStop: () => void;
  /** The host is thinking before it writes. */
  thinking?: boolean;
  stopRef?: Ref<HTMLButtonElement>;
}

/** The loading status with a way to end the answer early, kept in view while the recipe grows. */
export function StreamingBar({ onStop, stopRef, thinking }: StreamingBarProps) {
  return (
    // Sticky, so "Stop" stays within reach while the page follows a long recipe down.
    <div className="sticky top-0 z-10 -mx-4 mt-8 flex items-center justify-between gap-3 border-b border-line bg-cream px-4 py-2 sm:-mx-6 sm:px-6 [&>[role=status]]:mt-0">
      <LoadingStatus thinking={thinking} />
      <button ref={stopRef} type="button" onClick={onStop} className="btn btn-secondary shrink-0">
        Stop
      </button>
    </div>
  );
}
