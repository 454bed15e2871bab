import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recipeKey } from '../../client/lib/cook-timers.ts';
import { answerFrames, fakeApi, streamResponse } from '../support/fake-api.ts';
import { addIngredients, renderPage } from '../support/page.tsx';

const PASTA = [
  '## Garlic tomato pasta\n\nA quick supper.\n\n',
  '### Ingredients\n\n- 200 g pasta\n- 4 ripe tomatoes\n- 3 cloves garlic\n\n',
  '### Steps\n\n1. Boil the pasta for 10-12 minutes.\n2. Fry the garlic for 2 minutes.\n3. Add the tomatoes and serve.\n',
].join('');

async function withRecipe(markdown = PASTA) {
  fakeApi({ recipe: () => streamResponse(answerFrames([markdown])) });
  const page = await renderPage();
  await addIngredients(page.user, 'Pasta', 'Tomato', 'Garlic', 'Basil');
  await page.user.click(screen.getByRole('button', { name: 'Get a recipe' }));
  // The first test of a run also waits for the renderer's first compile, seconds on a busy machine.
  await screen.findByRole('button', { name: 'Copy recipe' }, { timeout: 5_000 });
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  return page;
}

async function openCookMode(markdown = PASTA) {
  const page = await withRecipe(markdown);
  // Offered once the recipe reader, fetched apart from the recipe area, has read the recipe.
  await page.user.click(await screen.findByRole('button', { name: 'Start cooking' }, { timeout: 5_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Cook mode: Garlic tomato pasta' });
  return { ...page, dialog };
}

const stepShown = (dialog: HTMLElement) => within(dialog).getByText(/^Step \d+ of \d+$/).textContent;

/** A fake Screen Wake Lock: each request is granted (or refused) and its sentinel kept. */
function fakeWakeLock(refuse = false) {
  const sentinels: (EventTarget & { released: boolean; release: () => Promise<void> })[] = [];
  const request = vi.fn(async (type: string) => {
    if (refuse) throw new DOMException('Battery saver is on', 'NotAllowedError');
    const sentinel = Object.assign(new EventTarget(), {
      type,
      released: false,
      release: vi.fn(async () => {
        sentinel.released = true;
      }),
    });
    sentinels.push(sentinel);
    return sentinel;
  });
  Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: { request } });
  return { request, sentinels };
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'wakeLock');
  Reflect.deleteProperty(document, 'visibilityState');
});

describe('cook mode', () => {
  it('opens a modal dialog on the first step, in large type, with Next in focus', async () => {
    const { dialog } = await openCookMode();
    expect(dialog).toHaveAttribute('open');
    expect(stepShown(dialog)).toBe('Step 1 of 3');
    expect(within(dialog).getByText('Boil the pasta for 10-12 minutes.')).toHaveClass('text-3xl');
    expect(within(dialog).getByRole('button', { name: 'Next' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
    // The dialog is described by its step, so a screen reader reads it out as it opens.
    // An amount never breaks from its unit: "10-12 minutes" is held together by a no-break space.
    expect(dialog).toHaveAccessibleDescription('Step 1 of 3 Boil the pasta for 10-12\u00a0minutes.');
  });

  it('moves between steps with Previous and Next, and stops at either end', async () => {
    const { user, dialog } = await openCookMode();
    const next = within(dialog).getByRole('button', { name: 'Next' });
    await user.click(next);
    expect(stepShown(dialog)).toBe('Step 2 of 3');
    expect(within(dialog).getByText('Fry the garlic for 2 minutes.')).toBeVisible();
    await user.click(next);
    await user.click(next);
    expect(stepShown(dialog)).toBe('Step 3 of 3');
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Previous' }));
    expect(stepShown(dialog)).toBe('Step 2 of 3');
  });

  it('moves with the left and right arrow keys', async () => {
    const { user, dialog } = await openCookMode();
    await user.keyboard('{ArrowRight}');
    expect(stepShown(dialog)).toBe('Step 2 of 3');
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(stepShown(dialog)).toBe('Step 3 of 3');
    await user.keyboard('{ArrowLeft}');
    expect(stepShown(dialog)).toBe('Step 2 of 3');
    // Arrows with a modifier are the browser's, not a step.
    await user.keyboard('{Alt>}{ArrowLeft}{/Alt}');
    expect(stepShown(dialog)).toBe('Step 2 of 3');
  });

  it('moves with a sideways swipe of a finger, and not with an upward one or a mouse drag', async () => {
    const { dialog } = await openCookMode();
    const swipe = (from: [number, number], to: [number, number], pointerType = 'touch') => {
      // On the step's text, which is a new element for each step.
      const area = within(dialog).getByText(/^(Boil|Fry|Add) .*\./);
      fireEvent.pointerDown(area, { pointerId: 1, pointerType, clientX: from[0], clientY: from[1] });
      fireEvent.pointerUp(area, { pointerId: 1, pointerType, clientX: to[0], clientY: to[1] });
    };
    swipe([300, 400], [120, 410]);
    expect(stepShown(dialog)).toBe('Step 2 of 3');
    swipe([300, 400], [280, 200]);
    expect(stepShown(dialog)).toBe('Step 2 of 3');
    swipe([300, 400], [100, 400], 'mouse');
    expect(stepShown(dialog)).toBe('Step 2 of 3');
    swipe([100, 400], [300, 390]);
    expect(stepShown(dialog)).toBe('Step 1 of 3');
  });

  it('shows the ingredients a press away', async () => {
    const { user, dialog } = await openCookMode();
    const toggle = within(dialog).getByRole('button', { name: 'Ingredients' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(dialog).queryByText('4 ripe tomatoes')).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = within(dialog).getByRole('list', { name: '' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['200 g pasta', '4 ripe tomatoes', '3 cloves garlic']);
    await user.click(toggle);
    expect(within(dialog).queryByText('4 ripe tomatoes')).not.toBeVisible();
  });

  it('closes with Escape and gives focus back to Start cooking', async () => {
    const { user } = await openCookMode();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start cooking' })).toHaveFocus();
  });

  it('closes with Done and gives focus back to Start cooking', async () => {
    const { user, dialog } = await openCookMode();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start cooking' })).toHaveFocus();
  });

  it('is named after the recipe alone when it has no title', async () => {
    const page = await withRecipe('### Ingredients\n\n- 2 eggs\n\n### Method\n\n1. Beat the eggs.\n2. Fry them.\n');
    await page.user.click(await screen.findByRole('button', { name: 'Start cooking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cook mode' });
    expect(stepShown(dialog)).toBe('Step 1 of 2');
  });

  it('works for the recipe brought back after a reload', async () => {
    fakeApi();
    localStorage.setItem('pantry-chef:last-recipe', JSON.stringify({ version: 1, value: { ingredients: ['Pasta', 'Tomato', 'Garlic', 'Basil'], markdown: PASTA } }));
    const { user } = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Start cooking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cook mode: Garlic tomato pasta' });
    expect(stepShown(dialog)).toBe('Step 1 of 3');
  });

  it('is not offered for a recipe whose steps cannot be told apart', async () => {
    await withRecipe('## Toast\n\nToast the bread and butter it while it is hot.\n');
    // Once the reader has read it (it is fetched apart from the recipe area).
    await act(() => import('../../client/recipe/read-once.ts'));
    expect(screen.getByRole('button', { name: 'Copy recipe' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Start cooking' })).not.toBeInTheDocument();
  });
});

describe('keeping the screen awake in cook mode', () => {
  it('holds a screen wake lock while open and lets it go on closing', async () => {
    const { request, sentinels } = fakeWakeLock();
    const { user, dialog } = await openCookMode();
    await waitFor(() => expect(request).toHaveBeenCalledWith('screen'));
    expect(within(dialog).queryByText(/may dim while you cook/)).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(sentinels[0]!.release).toHaveBeenCalledOnce();
  });

  it('takes it again when the page comes back into view', async () => {
    const { request, sentinels } = fakeWakeLock();
    await openCookMode();
    await waitFor(() => expect(request).toHaveBeenCalledOnce());
    // Switching apps: the browser lets the lock go, then shows the page again.
    act(() => setVisibility('hidden'));
    sentinels[0]!.released = true;
    expect(request).toHaveBeenCalledOnce();
    act(() => setVisibility('visible'));
    await waitFor(() => expect(request).toHaveBeenCalledTimes(2));
  });

  it('says quietly that the screen may dim where the browser cannot keep it awake', async () => {
    const { dialog } = await openCookMode();
    expect(within(dialog).getByText('This browser cannot keep the screen awake, so it may dim while you cook.')).toBeVisible();
  });

  it('says so too when the browser refuses', async () => {
    fakeWakeLock(true);
    const { dialog } = await openCookMode();
    expect(await within(dialog).findByText('The browser did not let the page keep the screen awake, so it may dim while you cook.')).toBeVisible();
  });
});

/** Lets `ms` pass on the faked clock, with React hearing of it. */
const pass = (ms: number) => act(() => vi.advanceTimersByTime(ms));

const useFakeClock = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });

/** The live region a timer's end is said in, found as assistive technology would. */
const timeUpMessages = (within: HTMLElement) =>
  [...within.querySelectorAll('[aria-live="assertive"] p')].map((message) => message.textContent);

describe('timers in cook mode', () => {
  it('offers a timer for the time a step names, the longer end of a range', async () => {
    const { dialog } = await openCookMode();
    expect(within(dialog).getByRole('button', { name: /^Start 12 min timer / })).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByRole('button', { name: /^Start 2 min timer / })).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).queryByRole('button', { name: /^Start .* timer$/ })).not.toBeInTheDocument();
  });

  it('keeps several timers running while the cook moves between steps, each labelled by its step', async () => {
    const { dialog } = await openCookMode();
    useFakeClock();
    fireEvent.click(within(dialog).getByRole('button', { name: /^Start 12 min timer / }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    fireEvent.click(within(dialog).getByRole('button', { name: /^Start 2 min timer / }));
    const timers = within(dialog).getByRole('list', { name: 'Timers' });
    expect(within(timers).getAllByRole('listitem').map((item) => item.firstChild!.textContent)).toEqual(['Step 1: 12:00 left · Boil the pasta', 'Step 2: 2:00 left · Fry the garlic']);

    await pass(30_000);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(stepShown(dialog)).toBe('Step 3 of 3');
    expect(within(timers).getByText('Step 1: 11:30 left')).toBeVisible();
    expect(within(timers).getByText('Step 2: 1:30 left')).toBeVisible();
    expect(timeUpMessages(dialog)).toEqual([]);
  });

  it('says when a timer ends, where everyone can see and hear it, and lets it be dismissed', async () => {
    const { dialog } = await openCookMode();
    useFakeClock();
    fireEvent.click(within(dialog).getByRole('button', { name: /^Start 12 min timer / }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    fireEvent.click(within(dialog).getByRole('button', { name: /^Start 2 min timer / }));
    await pass(2 * 60_000 - 1);
    expect(timeUpMessages(dialog)).toEqual([]);
    await pass(1);

    expect(timeUpMessages(dialog)).toEqual(["Time's up: the step 2 timer has ended."]);
    const timers = within(dialog).getByRole('list', { name: 'Timers' });
    expect(within(timers).getByText("Step 2: time's up")).toBeVisible();
    expect(within(timers).getByText('Step 1: 10:00 left')).toBeVisible();

    fireEvent.click(within(timers).getByRole('button', { name: 'Dismiss step 2 timer' }));
    expect(within(timers).queryByText("Step 2: time's up")).not.toBeInTheDocument();
    expect(timeUpMessages(dialog)).toEqual([]);
    fireEvent.click(within(timers).getByRole('button', { name: 'Cancel step 1 timer' }));
    expect(within(dialog).queryByRole('list', { name: 'Timers' })).not.toBeInTheDocument();
  });

  it("starts a step's timer once while it runs", async () => {
    const { dialog } = await openCookMode();
    const start = within(dialog).getByRole('button', { name: /^Start 12 min timer / });
    fireEvent.click(start);
    fireEvent.click(start);
    expect(start).toHaveAttribute('aria-disabled', 'true');
    expect(within(within(dialog).getByRole('list', { name: 'Timers' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('keeps a running timer, in sight on the page, after cook mode is closed', async () => {
    const { dialog } = await openCookMode();
    useFakeClock();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    fireEvent.click(within(dialog).getByRole('button', { name: /^Start 2 min timer / }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const timers = screen.getByRole('list', { name: 'Timers' });
    expect(within(timers).getByText('Step 2: 2:00 left')).toBeVisible();
    await pass(2 * 60_000);
    expect(within(timers).getByText("Step 2: time's up")).toBeVisible();
    expect(timeUpMessages(document.body)).toEqual(["Time's up: the step 2 timer has ended."]);
    fireEvent.click(within(timers).getByRole('button', { name: 'Dismiss step 2 timer' }));
    expect(screen.queryByRole('list', { name: 'Timers' })).not.toBeInTheDocument();
  });

  it("names a timer by its recipe once another recipe is on the page, whose own step 2 then reads apart", async () => {
    const soup = '## Leek soup\n\n### Steps\n\n1. Sweat the leeks.\n2. Simmer for 20 minutes.\n';
    fakeApi({ recipe: (call) => streamResponse(answerFrames([call === 0 ? PASTA : soup])) });
    const { user } = await renderPage();
    await addIngredients(user, 'Pasta', 'Tomato', 'Garlic', 'Leek');
    await user.click(screen.getByRole('button', { name: 'Get a recipe' }));
    await user.click(await screen.findByRole('button', { name: 'Start cooking' }, { timeout: 5_000 }));
    const pasta = await screen.findByRole('dialog', { name: 'Cook mode: Garlic tomato pasta' });
    fireEvent.click(within(pasta).getByRole('button', { name: 'Next' }));
    fireEvent.click(within(pasta).getByRole('button', { name: /^Start 2 min timer / }));
    fireEvent.keyDown(pasta, { key: 'Escape' });

    await user.click(screen.getByRole('button', { name: 'Another idea' }));
    await screen.findByRole('heading', { name: 'Leek soup' });
    const timers = screen.getByRole('list', { name: 'Timers' });
    expect(within(timers).getByText(/^Garlic tomato pasta, step 2: \d:\d\d left$/)).toBeVisible();

    await user.click(await screen.findByRole('button', { name: 'Start cooking' }));
    const cooking = await screen.findByRole('dialog', { name: 'Cook mode: Leek soup' });
    fireEvent.click(within(cooking).getByRole('button', { name: 'Next' }));
    fireEvent.click(within(cooking).getByRole('button', { name: /^Start 20 min timer / }));
    const inDialog = within(cooking).getByRole('list', { name: 'Timers' });
    expect(within(inDialog).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Cancel Garlic tomato pasta, step 2 timer',
      'Cancel step 2 timer',
    ]);
  });

  it('keeps its timers across a reload, going on where they were', async () => {
    const { dialog } = await openCookMode();
    // Time also runs on by itself, for the page to load its parts again after the reload.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'], shouldAdvanceTime: true });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    fireEvent.click(within(dialog).getByRole('button', { name: /^Start 2 min timer / }));
    await pass(30_000);
    cleanup();

    const { user } = await renderPage();
    const timers = await screen.findByRole('list', { name: 'Timers' });
    expect(within(timers).getByText(/^Step 2: 1:[23]\d left$/)).toBeVisible();
    // Still this recipe's step 2: cook mode knows its timer is running.
    await user.click(await screen.findByRole('button', { name: 'Start cooking' }));
    const reopened = await screen.findByRole('dialog', { name: 'Cook mode: Garlic tomato pasta' });
    await user.click(within(reopened).getByRole('button', { name: 'Next' }));
    expect(within(reopened).getByRole('button', { name: /^Start 2 min timer / })).toHaveAttribute('aria-disabled', 'true');
    await pass(90_000);
    expect(within(timers).getByText("Step 2: time's up")).toBeInTheDocument();
  });

  it('ends a timer as soon as the page is seen again when the browser held it back in the background', async () => {
    const { dialog } = await openCookMode();
    useFakeClock();
    fireEvent.click(within(dialog).getByRole('button', { name: /^Start 12 min timer / }));
    act(() => setVisibility('hidden'));
    // Fifteen minutes in another app, with the page's timeouts held back.
    vi.setSystemTime(Date.now() + 15 * 60_000);
    act(() => setVisibility('visible'));
    expect(timeUpMessages(dialog)).toEqual(["Time's up: the step 1 timer has ended."]);
  });

  it('chimes through Web Audio, readied by the press that started the timer', async () => {
    const made: FakeAudioContext[] = [];
    class FakeAudioContext {
      state = 'running';
      currentTime = 0;
      destination = {};
      /** The frequency of each note started, in order. */
      notes: number[] = [];
      constructor() {
        made.push(this);
      }
      resume = () => Promise.resolve();
      createGain = () => ({ gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} }, connect: (next: unknown) => next });
      createOscillator = () => {
        const oscillator = { type: '', frequency: { value: 0 }, connect: (next: unknown) => next, start: () => this.notes.push(oscillator.frequency.value), stop() {} };
        return oscillator;
      };
    }
    vi.stubGlobal('AudioContext', FakeAudioContext);
    const { dialog } = await openCookMode();
    useFakeClock();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    fireEvent.click(within(dialog).getByRole('button', { name: /^Start 2 min timer / }));
    expect(made).toHaveLength(1);
    expect(made[0]!.notes).toEqual([]);
    await pass(2 * 60_000);
    expect(made[0]!.notes).toEqual([880, 1175]);
  });
});

/** A recipe whose steps each use some of its lines, and one of several timed phases. */
const TRAY_BAKE = [
  '## Garlic tomato pasta\n\nServes 2.\n\n',
  '### Ingredients\n\n- 1 onion, chopped\n- 2 cloves garlic, crushed\n- 300 g broccoli\n- 2 salmon fillets\n\n',
  '### Steps\n\n',
  '1. Fry the onion and garlic until soft.\n',
  '2. Roast for 15 minutes, then add the broccoli and roast for 8 minutes more, then add the salmon and roast for 12 minutes more.\n',
  '3. Rest for 12 minutes, turn everything over, then rest for 12 minutes more.\n',
  '4. Preheat the grill.\n',
].join('');

/** The lines under the step, as a screen reader hears them: without the dots between them, which are for the eye. */
const amounts = (dialog: HTMLElement) => {
  const list = within(dialog).queryByRole('list', { name: 'Ingredients for this step' });
  const heard = (node: Node) => (node instanceof Element && node.getAttribute('aria-hidden') === 'true' ? '' : node.textContent);
  // Read with plain spaces: the no-break space between an amount and its unit is for the eye.
  return list && within(list).getAllByRole('listitem').map((item) => [...item.childNodes].map(heard).join('').replaceAll('\u00a0', ' '));
};

const timerButtons = (dialog: HTMLElement) => within(dialog).queryAllByRole('button', { name: /^Start .* timer / });
/** What a timer button says: its length, then what it times. */
const said = (button: HTMLElement) => button.textContent;

describe('amounts in cook mode', () => {
  it('gives under each step the amounts of the lines it uses, in the order of the list, without how they are prepared', async () => {
    const { dialog } = await openCookMode(TRAY_BAKE);
    expect(amounts(dialog)).toEqual(['1 onion', '2 cloves garlic']);
    expect(within(dialog).getByRole('list', { name: 'Ingredients for this step' })).toHaveTextContent('1 onion · 2 cloves garlic');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(amounts(dialog)).toEqual(['300 g broccoli', '2 salmon fillets']);
  });

  it('shows none for a step that uses none of the lines', async () => {
    const { dialog } = await openCookMode(TRAY_BAKE);
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(stepShown(dialog)).toBe('Step 4 of 4');
    expect(amounts(dialog)).toBeNull();
  });

  it('gives the amounts of the recipe as scaled to the servings shown', async () => {
    const { user } = await withRecipe(TRAY_BAKE);
    const field = screen.getByRole('spinbutton', { name: 'Servings to cook' });
    await user.clear(field);
    await user.type(field, '4');
    await screen.findByText('Serves 4.');
    await user.click(await screen.findByRole('button', { name: 'Start cooking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cook mode: Garlic tomato pasta' });
    expect(amounts(dialog)).toEqual(['2 onions', '4 cloves garlic']);
  });
});

describe('a line split between steps, in cook mode', () => {
  const BOWL = [
    '## Garlic tomato pasta\n\nServes 2.\n\n',
    '### Ingredients\n\n- Rice — 150 g\n- Lemon — 1\n- Olive oil — 2 tbsp\n\n',
    '### Steps\n\n',
    '1. Heat half the olive oil in a pan and fry the rice for 2 minutes.\n',
    '2. Whisk the lemon with the rest of the olive oil and 1 tbsp water to make a dressing.\n',
  ].join('');

  it.each([2, 6])('gives each step its share, and the shares add up to the list, at %d servings', async (servings) => {
    const { user } = await withRecipe(BOWL);
    const field = screen.getByRole('spinbutton', { name: 'Servings to cook' });
    await user.clear(field);
    await user.type(field, String(servings));
    await screen.findByText(`Serves ${servings}.`);
    await user.click(await screen.findByRole('button', { name: 'Start cooking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cook mode: Garlic tomato pasta' });
    const share = `Olive oil — ${servings / 2} tbsp (half)`;
    expect(amounts(dialog)).toEqual([`Rice — ${servings * 75} g`, share]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(amounts(dialog)).toEqual([`Lemon — ${servings / 2}`, share]);
  });
});

describe('timers for a step of several phases', () => {
  it('offers a timer for each phase, in the order the step names them', async () => {
    const { dialog } = await openCookMode(TRAY_BAKE);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    // Each says what it times: three phases of one step read apart.
    expect(timerButtons(dialog).map(said)).toEqual(['Start 15 min timer Roast', 'Start 8 min timer Roast the broccoli', 'Start 12 min timer Roast the salmon']);
  });

  it('runs each phase apart, two phases of one length included', async () => {
    const { dialog } = await openCookMode(TRAY_BAKE);
    useFakeClock();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    const [first, second] = timerButtons(dialog);
    expect(timerButtons(dialog).map(said)).toEqual(['Start 12 min timer Rest', 'Start 12 min timer Rest']);
    fireEvent.click(second!);
    expect([first, second].map((button) => button!.getAttribute('aria-disabled'))).toEqual(['false', 'true']);
    await pass(60_000);
    fireEvent.click(first!);
    expect([first, second].map((button) => button!.getAttribute('aria-disabled'))).toEqual(['true', 'true']);
    const timers = within(dialog).getByRole('list', { name: 'Timers' });
    expect(within(timers).getAllByRole('listitem').map((item) => item.firstChild!.textContent)).toEqual(['Step 3: 11:00 left · Rest', 'Step 3: 12:00 left · Rest']);
  });

  it('takes a timer kept from before phases were for each phase of its length', async () => {
    const endsAt = Date.now() + 10 * 60_000;
    const kept = { step: 3, recipe: recipeKey(TRAY_BAKE), title: 'Garlic tomato pasta', seconds: 720, endsAt, done: false };
    localStorage.setItem('pantry-chef:timers', JSON.stringify({ version: 1, value: [kept] }));
    const { dialog } = await openCookMode(TRAY_BAKE);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    // Step 2's 12 minutes are another step's.
    expect(timerButtons(dialog).map((button) => button.getAttribute('aria-disabled'))).toEqual(['false', 'false', 'false']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(timerButtons(dialog).map((button) => button.getAttribute('aria-disabled'))).toEqual(['true', 'true']);
  });
});

/** A fake of the browser's speech synthesis, which hears what the page says and when it stops. */
function fakeSpeech() {
  const heard: string[] = [];
  const speechSynthesis = {
    speak: vi.fn((utterance: { text: string }) => heard.push(utterance.text)),
    cancel: vi.fn(),
  };
  vi.stubGlobal('speechSynthesis', speechSynthesis);
  vi.stubGlobal(
    'SpeechSynthesisUtterance',
    class {
      lang = '';
      text: string;
      constructor(text: string) {
        this.text = text;
      }
    },
  );
  return { heard, speechSynthesis };
}

const readAloud = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Read aloud' });

describe('reading aloud in cook mode', () => {
  it('reads the step shown once pressed, and says nothing before', async () => {
    const { heard } = fakeSpeech();
    const { user, dialog } = await openCookMode();
    expect(readAloud(dialog)).toHaveAttribute('aria-pressed', 'false');
    expect(heard).toEqual([]);
    await user.click(readAloud(dialog));
    expect(readAloud(dialog)).toHaveAttribute('aria-pressed', 'true');
    expect(heard).toEqual(['Step 1 of 3. Boil the pasta for 10-12 minutes.']);
  });

  it('cuts off the step it was reading and reads the next one, while it is on', async () => {
    const { heard, speechSynthesis } = fakeSpeech();
    const { user, dialog } = await openCookMode();
    await user.click(readAloud(dialog));
    speechSynthesis.cancel.mockClear();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(speechSynthesis.cancel).toHaveBeenCalled();
    expect(speechSynthesis.cancel.mock.invocationCallOrder[0]).toBeLessThan(speechSynthesis.speak.mock.invocationCallOrder.at(-1)!);
    expect(heard).toEqual(['Step 1 of 3. Boil the pasta for 10-12 minutes.', 'Step 2 of 3. Fry the garlic for 2 minutes.']);
    await user.keyboard('{ArrowLeft}');
    expect(heard.at(-1)).toBe('Step 1 of 3. Boil the pasta for 10-12 minutes.');
  });

  it('stops reading when pressed again, and reads no more steps', async () => {
    const { heard, speechSynthesis } = fakeSpeech();
    const { user, dialog } = await openCookMode();
    await user.click(readAloud(dialog));
    speechSynthesis.cancel.mockClear();
    await user.click(readAloud(dialog));
    expect(readAloud(dialog)).toHaveAttribute('aria-pressed', 'false');
    expect(speechSynthesis.cancel).toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(heard).toHaveLength(1);
  });

  it.each([
    ['Done', (user: Awaited<ReturnType<typeof openCookMode>>['user'], dialog: HTMLElement) => user.click(within(dialog).getByRole('button', { name: 'Done' }))],
    ['Escape', (user: Awaited<ReturnType<typeof openCookMode>>['user']) => user.keyboard('{Escape}')],
  ])('stops reading when cook mode is closed with %s', async (_how, close) => {
    const { speechSynthesis } = fakeSpeech();
    const { user, dialog } = await openCookMode();
    await user.click(readAloud(dialog));
    speechSynthesis.cancel.mockClear();
    await close(user, dialog);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(speechSynthesis.cancel).toHaveBeenCalled();
  });

  it('still starts a timer from its button while it reads', async () => {
    fakeSpeech();
    const { user, dialog } = await openCookMode();
    await user.click(readAloud(dialog));
    await user.click(within(dialog).getByRole('button', { name: /^Start 12 min timer / }));
    expect(within(within(dialog).getByRole('list', { name: 'Timers' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('is not offered where the browser cannot speak', async () => {
    expect('speechSynthesis' in window).toBe(false);
    const { dialog } = await openCookMode();
    expect(within(dialog).queryByRole('button', { name: 'Read aloud' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Ingredients' })).toBeVisible();
  });
});
