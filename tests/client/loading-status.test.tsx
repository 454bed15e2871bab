import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoadingStatus } from '../../client/components/loading-status.tsx';

describe('the loading status', () => {
  it('is brought into view in the frame after it appears, not in the render that shows it', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    render(<LoadingStatus />);
    expect(scroll).not.toHaveBeenCalled();

    vi.advanceTimersToNextFrame();
    expect(scroll.mock.contexts).toEqual([screen.getByRole('status')]);
  });

  it('is not scrolled to once gone', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    render(<LoadingStatus />).unmount();
    vi.advanceTimersToNextFrame();
    expect(scroll).not.toHaveBeenCalled();
  });
});
