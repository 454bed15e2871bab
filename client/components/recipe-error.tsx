import type { Ref } from 'react';

interface RecipeErrorProps {
  message: string;
  onRetry: () => void;
  retryRef?: Ref<HTMLButtonElement>;
}

/** A short, friendly failure note and a way to ask again with the same list. */
export function RecipeError({ message, onRetry, retryRef }: RecipeErrorProps) {
  return (
    <div className="mt-8 flex flex-col gap-3 rounded-2xl border border-tomato/30 bg-blush p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
      <p role="alert" className="font-medium text-wine">
        {message}
      </p>
      <button ref={retryRef} type="button" onClick={onRetry} className="btn btn-secondary shrink-0">
        Try again
      </button>
    </div>
  );
}
