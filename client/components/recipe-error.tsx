import type { Ref } from 'react';

interface RecipeErrorProps {
  message: string;
  onRetry: () => void;
  retryRef?: Ref<HTMLButtonElement>;
  /** When the model's host failed: the page's own chef writes a recipe instead. */
  onAskBuiltInChef?: () => void;
}

/** A short, friendly failure note and a way to ask again with the same list, or the built-in chef when the host is down. */
export function RecipeError({ message, onRetry, retryRef, onAskBuiltInChef }: RecipeErrorProps) {
  return (
    <div className="mt-8 flex flex-col gap-3 rounded-2xl border border-tomato/30 bg-blush p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
      <p role="alert" className="font-medium text-wine">
        {message}
      </p>
      <div className="flex shrink-0 flex-wrap gap-3">
        <button ref={retryRef} type="button" onClick={onRetry} className="btn btn-secondary">
          Try again
        </button>
        {onAskBuiltInChef && (
          <button type="button" onClick={onAskBuiltInChef} className="btn btn-secondary">
            Ask the built-in chef
          </button>
        )}
      </div>
    </div>
  );
}
