import { useRef, type KeyboardEvent, type PointerEvent } from 'react';

// A swipe is a mostly sideways move of at least this many CSS pixels.
const SWIPE_PX = 50;

/**
 * Moving one step back or on from the keyboard (the left and right arrows, without modifiers,
 * which stay the browser's) and by a sideways swipe of a finger or a pen. `move` gets -1 or 1.
 */
export function useStepMoves(move: (by: -1 | 1) => void) {
  const swipe = useRef<{ id: number; x: number; y: number } | null>(null);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    move(event.key === 'ArrowRight' ? 1 : -1);
  };

  const swipeHandlers = {
    onPointerDown: (event: PointerEvent) => {
      // A mouse drag selects text; a finger or a pen swipes.
      if (event.pointerType === 'mouse') return;
      swipe.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event: PointerEvent) => {
      const start = swipe.current;
      swipe.current = null;
      if (!start || start.id !== event.pointerId) return;
      const dx = event.clientX - start.x;
      const dy = event.clientY - start.y;
      // Right to left brings the next step in, as a page turns.
      if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > 2 * Math.abs(dy)) move(dx < 0 ? 1 : -1);
    },
    onPointerCancel: () => {
      swipe.current = null;
    },
  };

  return { onKeyDown, swipeHandlers };
}
