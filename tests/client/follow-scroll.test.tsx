import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFollowScroll } from '../../client/hooks/use-follow-scroll.ts';

// jsdom has no layout: the test decides where the section ends and where the page is scrolled.
let sectionBottom = 0;
let scrollY = 0;
const section = document.createElement('section');
section.getBoundingClientRect = () => ({ bottom: sectionBottom }) as DOMRect;

// The browser's next frame, where the section is first brought into view.
const nextFrame = () => vi.advanceTimersToNextFrame();

const scrollPageTo = (y: number) => {
  scrollY = y;
  window.dispatchEvent(new Event('scroll'));
};

const reduceMotion = (reduce: boolean) =>
  vi
    .spyOn(window, 'matchMedia')
    .mockImplementation((query) => ({ matches: reduce, media: query }) as MediaQueryList);

function follow(content = 'a', resetKey = 1) {
  const view = renderHook((props) => useFollowScroll({ current: section }, props.content, props.resetKey), {
    initialProps: { content, resetKey },
  });
  nextFrame();
  return view;
}

describe('following the recipe as it streams', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    sectionBottom = 500;
    scrollY = 0;
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('brings the section into view in the frame after it appears, without reading any layout before', () => {
    reduceMotion(true);
    const intoView = vi.spyOn(section, 'scrollIntoView');
    const layoutRead = vi.spyOn(section, 'getBoundingClientRect');
    const scrollRead = vi.spyOn(window, 'scrollY', 'get');
    const view = renderHook((props) => useFollowScroll({ current: section }, props.content, 1), { initialProps: { content: 'a' } });
    sectionBottom = 1000;
    view.rerender({ content: 'ab' });
    expect(intoView).not.toHaveBeenCalled();
    expect(layoutRead).not.toHaveBeenCalled();
    expect(scrollRead).not.toHaveBeenCalled();

    nextFrame();
    expect(intoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
  });

  it('leaves a recipe kept from an earlier visit where it is until the first request', () => {
    reduceMotion(true);
    const intoView = vi.spyOn(section, 'scrollIntoView');
    const scrollBy = vi.spyOn(window, 'scrollBy');
    const view = follow('## Soup', 0);
    sectionBottom = 2000;
    view.rerender({ content: '## Soup\n\nServe hot.', resetKey: 0 });
    expect(intoView).not.toHaveBeenCalled();
    expect(scrollBy).not.toHaveBeenCalled();

    view.rerender({ content: '', resetKey: 1 });
    nextFrame();
    expect(intoView).toHaveBeenCalledTimes(1);
  });

  it('leaves a recipe shown whole after earlier requests (reopened, or from a link) to be read from its top', () => {
    reduceMotion(true);
    const scrollBy = vi.spyOn(window, 'scrollBy');
    const view = follow('a', 2);
    // The visitor is at the end of the last recipe, where following would go on.
    sectionBottom = 790;
    scrollPageTo(900);
    sectionBottom = 3000;
    view.rerender({ content: '## Leek soup\n\nA long recipe.', resetKey: 0 });
    expect(scrollBy).not.toHaveBeenCalled();

    view.rerender({ content: '', resetKey: 3 });
    sectionBottom = 1000;
    view.rerender({ content: 'a', resetKey: 3 });
    expect(scrollBy).toHaveBeenCalledWith({ top: 1000 + 24 - 800, behavior: 'instant' });
  });

  it('scrolls just far enough to keep the end of the text in view', () => {
    reduceMotion(true);
    const scrollBy = vi.spyOn(window, 'scrollBy');
    const view = follow('a');
    expect(scrollBy).not.toHaveBeenCalled();

    sectionBottom = 1000;
    view.rerender({ content: 'ab', resetKey: 1 });
    expect(scrollBy).toHaveBeenCalledWith({ top: 1000 + 24 - 800, behavior: 'instant' });
  });

  it('stops following when the visitor scrolls up, and resumes back at the bottom', () => {
    reduceMotion(true);
    const scrollBy = vi.spyOn(window, 'scrollBy');
    const view = follow('a');

    sectionBottom = 1400;
    scrollPageTo(400);
    scrollPageTo(250);
    view.rerender({ content: 'ab', resetKey: 1 });
    expect(scrollBy).not.toHaveBeenCalled();

    sectionBottom = 820;
    scrollPageTo(800);
    sectionBottom = 900;
    view.rerender({ content: 'abc', resetKey: 1 });
    expect(scrollBy).toHaveBeenCalledWith({ top: 900 + 24 - 800, behavior: 'instant' });
  });

  it('follows the next recipe even if the visitor had scrolled up during the last one', () => {
    reduceMotion(true);
    const scrollBy = vi.spyOn(window, 'scrollBy');
    const view = follow('a', 1);
    sectionBottom = 1400;
    scrollPageTo(400);
    scrollPageTo(100);

    view.rerender({ content: 'b', resetKey: 2 });
    expect(scrollBy).toHaveBeenCalledWith({ top: 1400 + 24 - 800, behavior: 'instant' });
  });

  it('lets a smooth scroll to the section finish before following', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    reduceMotion(false);
    const intoView = vi.spyOn(section, 'scrollIntoView');
    const scrollBy = vi.spyOn(window, 'scrollBy');
    const view = follow('a');
    expect(intoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });

    // The smooth scroll moves the page; moving up on its way is not the visitor's doing.
    scrollPageTo(300);
    scrollPageTo(200);
    sectionBottom = 1000;
    view.rerender({ content: 'ab', resetKey: 1 });
    expect(scrollBy).not.toHaveBeenCalled();

    vi.advanceTimersByTime(1000);
    expect(scrollBy).toHaveBeenCalledWith({ top: 1000 + 24 - 800, behavior: 'instant' });
  });
});
