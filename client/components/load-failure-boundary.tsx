import { Component, type ErrorInfo, type ReactNode } from 'react';

interface LoadFailureBoundaryProps {
  children: ReactNode;
  /** Told once, when a part of the page below failed to load or to render. */
  onFailure: () => void;
}

interface LoadFailureBoundaryState {
  failed: boolean;
}

/**
 * Stands in for a part of the page that could not be fetched (a dropped connection, or a new
 * version of the site replacing its files mid-visit) or that failed to render. Without it React
 * would take the whole page down; with it the list stays, and the visitor is told what to do.
 */
export class LoadFailureBoundary extends Component<LoadFailureBoundaryProps, LoadFailureBoundaryState> {
  state: LoadFailureBoundaryState = { failed: false };

  static getDerivedStateFromError(): LoadFailureBoundaryState {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
    this.props.onFailure();
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="mt-8 flex flex-col gap-3 rounded-2xl border border-tomato/30 bg-blush p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
        <p role="alert" className="font-medium text-wine">
          Part of the page did not load. Check your connection and reload: your list is kept.
        </p>
        <button type="button" onClick={() => window.location.reload()} className="btn btn-secondary shrink-0">
          Reload the page
        </button>
      </div>
    );
  }
}
