import { useEffect, useRef } from 'react';
import { preloadRecipeMarkdown } from './recipe-markdown.ts';
import { streamParserWarmUpSteps } from './warm-stream-parser.ts';
import { stepsWhenIdle } from './when-idle.ts';

/**
 * Once a list has begun (a first visit may never get that far): fetches the markdown renderer and
 * runs its first use and the stream parser's off the page, one step per quiet moment, so a
 * recipe's first words do not pay for them. Skipped once `used`: a real recipe did the same work.
 */
export function useWarmUps(listBegun: boolean, used: boolean) {
  const usedRef = useRef(used);
  useEffect(() => {
    usedRef.current = used;
  }, [used]);

  useEffect(() => {
    if (!listBegun) return;
    const unlessUsed = (step: () => unknown) => () => {
      if (usedRef.current) return;
      // Still within this quiet moment; a warm-up that fails costs nothing but itself.
      Promise.resolve().then(step).catch(() => undefined);
    };
    let cancelled = false;
    const cancelParser = stepsWhenIdle(streamParserWarmUpSteps.map(unlessUsed));
    let cancelRenderer = () => {};
    preloadRecipeMarkdown()
      .then(({ warmUpSteps }) => {
        if (!cancelled) cancelRenderer = stepsWhenIdle(warmUpSteps.map(unlessUsed));
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      cancelParser();
      cancelRenderer();
    };
  }, [listBegun]);
}
