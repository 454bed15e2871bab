import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isLoadFailure } from '../lib/load-failure.ts';

interface RecipeFaultBoundaryProps {
  /** The recipe's markdown; a new text is tried formatted again. */
  recipe: string;
  /** Told with the recipe that could not be shown formatted, so it is not kept to fail again. */
  onFault: (recipe: string) => void;
  children: ReactNode;
}

interface RecipeFaultBoundaryState {
  recipe: string;
  error: unknown;
}

/**
 * Shows the recipe as plain text, with a short note, when formatting it failed: the visitor keeps
 * the words, and the recipe is set aside rather than saved and replayed into the same fault on
 * every visit. A part of the page that could not be fetched is left to the page's own boundary.
 */
export class RecipeFaultBoundary extends Component<RecipeFaultBoundaryProps, RecipeFaultBoundaryState> {
  state: RecipeFaultBoundaryState = { recipe: this.props.recipe, error: null };

  static getDerivedStateFromProps(props: RecipeFaultBoundaryProps, state: RecipeFaultBoundaryState): Partial<RecipeFaultBoundaryState> | null {
    return props.recipe === state.recipe ? null : { recipe: props.recipe, error: null };
  }

  static getDerivedStateFromError(error: unknown): Partial<RecipeFaultBoundaryState> {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    if (isLoadFailure(error)) return;
    console.error(error, info.componentStack);
    this.props.onFault(this.state.recipe);
  }

  render() {
    const { error, recipe } = this.state;
    if (error === null) return this.props.children;
    if (isLoadFailure(error)) throw error;
    return (
      <>
        <p role="status" className="mt-3 rounded-xl bg-blush px-4 py-3 font-medium text-wine">
          This recipe could not be formatted, so it is shown as plain text and was not kept.
        </p>
        <p className="mt-4 whitespace-pre-wrap break-words">{recipe}</p>
      </>
    );
  }
}
