import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoadFailureBoundary } from '../../client/components/load-failure-boundary.tsx';

function MissingScript(): never {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/stream-engine.js');
}

describe('a part of the page that fails to load', () => {
  it('is replaced by a clear note and a reload button, and the page around it stays', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onFailure = vi.fn();
    render(
      <main>
        <p>Incredients on hand:</p>
        <LoadFailureBoundary onFailure={onFailure}>
          <MissingScript />
        </LoadFailureBoundary>
      </main>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Part of the page did not load. Check your connection and reload: your list is kept.');
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.getByText('Incredients on hand:')).toBeInTheDocument();
    expect(onFailure).toHaveBeenCalledTimes(1);
  });

  it('shows its part as usual while nothing fails', () => {
    render(
      <LoadFailureBoundary onFailure={() => undefined}>
        <p>Preferences</p>
      </LoadFailureBoundary>,
    );
    expect(screen.getByText('Preferences')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
