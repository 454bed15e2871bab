import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { scrollBehavior } from '../lib/motion.ts';

// Room left under the text while following, and how close to the end counts as "back at the bottom".
const BOTTOM_MARGIN_PX = 24;
const RESUME_GAP_PX = 48;
// A smooth scroll takes a moment; while it runs, its own movement must not read as the visitor's.
const SMOOTH_SCROLL_MS = 700;

const gapBelow = (element: HTMLElement) =>
  element.getBoundingClientRect().bottom + BOTTOM_MARGIN_PX - window.innerHeight;

/**
 * Scrolls `target` into view when it mounts, then keeps its end in view as `content` grows.
 * Scrolling up stops the following; scrolling back to the end, or a new `resetKey`, resumes it.
 * A `resetKey` of 0 (no request yet, or a recipe shown whole) leaves the page where it is until
 * the next request.
 */
export function useFollowScroll(
  target: RefObject<HTMLElement | null>,
  content: string,
  resetKey: number,
) {
  const following = useRef(true);
  const quietUntil = useRef(0);
  // Until the section has been brought into view, there is nothing to follow yet.
  const arrived = useRef(false);
  // Only an answer grows as it streams: a recipe shown whole is read from its top.
  const streamed = useRef(resetKey !== 0);

  useEffect(() => {
    // A recipe kept from an earlier visit (no request yet) stays where it is: no one asked for it.
    if (resetKey === 0 || arrived.current) return;
    const behavior = scrollBehavior();
    if (behavior === 'smooth') quietUntil.current = performance.now() + SMOOTH_SCROLL_MS;
    // In the next frame, where the browser lays the page out anyway, rather than forcing a layout
    // of the whole page inside the render that brought the section in.
    const frame = requestAnimationFrame(() => {
      arrived.current = true;
      target.current?.scrollIntoView({ behavior, block: 'start' });
    });
    return () => cancelAnimationFrame(frame);
  }, [target, resetKey]);

  useEffect(() => {
    following.current = true;
    streamed.current = resetKey !== 0;
  }, [resetKey]);

  useEffect(() => {
    // Taken at the first scroll rather than here: reading the scroll position forces a layout,
    // which here would be a layout of the whole page inside the render that brought the section in.
    let lastY: number | undefined;
    const onScroll = () => {
      const y = window.scrollY;
      const element = target.current;
      if (element && gapBelow(element) <= RESUME_GAP_PX) following.current = true;
      else if (lastY !== undefined && y < lastY && performance.now() >= quietUntil.current) following.current = false;
      lastY = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [target]);

  useEffect(() => {
    const follow = () => {
      const element = target.current;
      if (!element || !following.current || !arrived.current || !streamed.current) return;
      const gap = gapBelow(element);
      // Instant, so a fast stream never queues up a train of smooth scrolls.
      if (gap > 0) window.scrollBy({ top: gap, behavior: 'instant' });
    };
    const wait = quietUntil.current - performance.now();
    if (wait <= 0) {
      follow();
      return;
    }
    const timer = window.setTimeout(follow, wait);
    return () => window.clearTimeout(timer);
  }, [content, target]);
}
