import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { contrastRatio } from '../support/contrast.ts';
import { audit } from './axe.ts';

/**
 * Types each item into the form and presses Enter, as a visitor would, once the page's script has
 * taken the page over (React's root is on #root; from then on an early Enter is replayed). An
 * Enter before that only keeps what was typed, by design (before-script.test.ts).
 */
export async function addIngredients(page: Page, items: string[]) {
  await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));
  const input = page.getByRole('textbox', { name: 'Add Ingredient' });
  for (const item of items) {
    await input.fill(item);
    await input.press('Enter');
  }
}

/** How far the page is wider than the window, in CSS pixels (0 when nothing scrolls sideways). */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * Every control a finger can hit that is smaller than 44 by 44 CSS pixels, as "name: w x h".
 * Links inside the recipe's sentences are left out: they are text, sized by the line they sit in.
 * Controls out of sight (in a folded <details>) are left out; a control inside a <label> counts the label.
 */
export function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>(
      'button, input, select, textarea, summary, a[href], [role="button"], [tabindex]:not([tabindex="-1"])',
    );
    return [...controls]
      .filter((control) => control.checkVisibility() && !control.closest('.recipe p, .recipe li, .recipe td'))
      // A checkbox or radio is hit through its whole label, which is then the target to measure.
      .map((control) => ({ control, box: (control.closest('label') ?? control).getBoundingClientRect() }))
      .filter(({ box }) => box.width < 44 || box.height < 44)
      .map(({ control, box }) => `${control.getAttribute('aria-label') ?? control.textContent?.trim()}: ${box.width} x ${box.height}`);
  });
}

/** The focus indicator on the focused element, and the colour it is drawn against. */
export interface FocusRing {
  name: string;
  style: string;
  widthPx: number;
  /** Contrast of the ring against the background just outside the element, where it is drawn. */
  contrast: number;
}

const toHex = (rgb: string) => {
  const channels = rgb.match(/^rgba?\((\d+), (\d+), (\d+)(?:, ([\d.]+))?\)$/);
  if (!channels) throw new Error(`Cannot read the colour ${rgb}`);
  return `#${channels.slice(1, 4).map((channel) => Number(channel).toString(16).padStart(2, '0')).join('')}`;
};

/** Measures the focus ring of whatever has focus now. */
export async function focusRing(page: Page): Promise<FocusRing> {
  const seen = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const style = getComputedStyle(element);
    let background = 'rgba(0, 0, 0, 0)';
    for (let node = element.parentElement; node && /rgba\(0, 0, 0, 0\)|transparent/.test(background); node = node.parentElement) {
      background = getComputedStyle(node).backgroundColor;
    }
    return {
      name: element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName,
      style: style.outlineStyle,
      widthPx: parseFloat(style.outlineWidth),
      color: style.outlineColor,
      background,
    };
  });
  return { name: seen.name, style: seen.style, widthPx: seen.widthPx, contrast: contrastRatio(toHex(seen.color), toHex(seen.background)) };
}

/**
 * Presses Tab until the control whose accessible text contains `name` has focus, and returns the
 * focus ring of every stop on the way (the target's last). Fails after 40 presses.
 */
export async function tabTo(page: Page, name: string): Promise<FocusRing[]> {
  const stops: FocusRing[] = [];
  for (let presses = 0; presses < 40; presses += 1) {
    await page.keyboard.press('Tab');
    const ring = await focusRing(page);
    stops.push(ring);
    if (ring.name.includes(name)) return stops;
  }
  throw new Error(`Tab never reached "${name}"; it stopped at ${stops.map((stop) => stop.name).join(', ')}`);
}

/**
 * Resolves once the page has nothing left to do: two frames painted and then a quiet moment, so
 * every render, effect and timer the last action started has run. For checking that something
 * did not change, instead of waiting a fixed time.
 */
export function pageSettled(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve()))),
      ),
  );
}

/** The page as it is now has nothing axe finds wrong and nothing that scrolls sideways; `state` names it in a failure. */
export async function expectClean(page: Page, state: string): Promise<void> {
  const { violations } = await audit(page);
  expect(violations, state).toEqual([]);
  expect(await sidewaysOverflow(page), state).toBe(0);
}
