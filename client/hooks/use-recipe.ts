import { useCompletion } from '@ai-sdk/react';
import { useState } from 'react';
import type { RecipeRequest } from '../../shared/recipe-request.ts';
import { friendlyErrorMessage } from '../lib/error-messages.ts';

/** Called once a recipe has streamed to its end without an error. */
type OnRecipeDone = () => void;

/**
 * Streams a recipe from POST /api/recipe. The recipe is empty after a failure, and `visible`
 * turns true with the first text of the first successful answer and never turns back.
 */
export function useRecipe(onDone?: OnRecipeDone) {
  const [lastList, setLastList] = useState<readonly string[] | null>(null);
  const [requestCount, setRequestCount] = useState(0);
  const [visible, setVisible] = useState(false);

  const { completion, complete, error, isLoading, setCompletion } = useCompletion<RecipeRequest>({
    api: '/api/recipe',
    throttle: 50,
    onFinish: () => onDone?.(),
    onError: (failure) => {
      console.error(failure);
      setCompletion('');
    },
  });

  // A throttled update can land after the failure cleared the text, so a failed request shows nothing.
  const recipe = error ? '' : completion;
  // Adjusting state while rendering (rather than in an effect) avoids a frame without the section.
  if (recipe !== '' && !visible) setVisible(true);

  const request = (ingredients: readonly string[]) => {
    setLastList(ingredients);
    setRequestCount((count) => count + 1);
    // The list goes in this call's body: the hook's own `body` option is only read after a render.
    void complete('', { body: { ingredients: [...ingredients] } });
  };

  const retry = () => {
    if (lastList) request(lastList);
  };

  return {
    recipe,
    isLoading,
    visible,
    /** Changes with every request, so followers of the text can start over. */
    requestCount,
    errorMessage: error && !isLoading ? friendlyErrorMessage(error) : null,
    request,
    retry,
  };
}
