import { useEffect, useRef } from 'react';
import { scrollBehavior } from '../lib/motion.ts';

/**
 * The page's one role="status": shown from the click until the recipe has finished streaming. While
 * a reasoning model thinks before it writes (which can take a minute), it says so.
 */
export function LoadingStatus({ thinking = false }: { thinking?: boolean }) {
  const self = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // In the next frame, where the browser lays the page out anyway, rather than forcing a layout
    // of the whole page inside the render that answers the click.
    const frame = requestAnimationFrame(() => self.current?.scrollIntoView({ behavior: scrollBehavior(), block: 'nearest' }));
    return () => cancelAnimationFrame(frame);
  }, []);

  return (
    <div ref={self} role="status" className="mt-8 flex items-center gap-3 text-lg text-ink">
      <span
        aria-hidden="true"
        className="size-6 shrink-0 rounded-full border-[3px] border-tomato/25 border-t-tomato motion-safe:animate-spin"
      />
      {thinking ? 'The chef is thinking about your recipe…' : 'Cooking up your recipe…'}
    </div>
  );
}
