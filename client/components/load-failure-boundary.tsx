import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isLoadFailure } from '../lib/load-failure.ts';

interface LoadFailureBoundaryProps {
  children: ReactNode;
  /** Told once, when a part of the page below failed to load or to render. */
  onFailure?: () => void;
}

interface LoadFailureBoundaryState {
  /** What went wrong, once something has. */
  failure: 'load' | 'fault' | null;
}

const MESSAGES = {
  load: 'Part of the page did not load. Check your connection and reload: your list is kept.',
  fault: 'Part of the page stopped working after an error. Reload the page: your list is kept.',
};

/**
 * Stands in for a part of the page that could not be fetched (a dropped connection, or a new
 * version of the site replacing its files mid-visit) or that failed to render. Without it React
 * would take the whole page down; with it the list stays, and the visitor is told what happened.
 */
export class LoadFailureBoundary extends Component<LoadFailureBoundaryProps, LoadFailureBoundaryState> {
  state: LoadFailureBoundaryState = { failure: null };

  static getDerivedStateFromError(error: unknown): LoadFailureBoundaryState {
    return { failure: isLoadFailure(error) ? 'load' : 'fault' };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
    this.props.onFailure?.();
  }

  render() {
    if (this.state.failure === null) return this.props.children;
    return <LoadFailureNote failure={this.state.failure} />;
  }
}

/** What the visitor is told when part of the page could not be fetched ('load') or failed ('fault'), and a reload. */
export function LoadFailureNote({ failure }: { failure: 'load' | 'fault' }) {
  return (
    <div className="mt-8 flex flex-col gap-3 rounded-2xl border border-tomato/30 bg-blush p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
      <p role="alert" className="font-medium text-wine">
        {MESSAGES[failure]}
      </p>
      <button type="button" onClick={() => window.location.reload()} className="btn btn-secondary shrink-0">
        Reload the page
      </button>
    </div>
  );
}
