import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { writeStored } from '../../../client/lib/local-store.ts';
import { KEPT_WEEK } from '../../../client/week/kept-week.ts';
import { WeekArea } from '../../../client/week/week-area.tsx';
import { fakeApi } from '../../support/fake-api.ts';
import { OMELETTE, PASTA, cooking, planOf, recipeText } from '../../support/week-plans.ts';

// Every render of a day's recipe, by the text rendered: the markdown renderer is the costly part of
// a day, and on a slow phone a day rendered again for nothing is time the cook waits.
const renders = vi.hoisted(() => new Map<string, number>());
vi.mock('../../../client/components/recipe-markdown.tsx', async (importActual) => {
  const actual = await importActual<typeof import('../../../client/components/recipe-markdown.tsx')>();
  const RecipeMarkdown: typeof actual.RecipeMarkdown = (props) => {
    renders.set(props.text, (renders.get(props.text) ?? 0) + 1);
    return <pre>{props.text}</pre>;
  };
  return { ...actual, RecipeMarkdown };
});

const SOUP = recipeText('Leek Soup', 2, ['2 leeks', '500 ml stock']);
const RISOTTO = recipeText('Mushroom Risotto', 2, ['250 g mushrooms', '200 g risotto rice']);
const PLAN = planOf([
  cooking('Monday', 'Leek Soup', SOUP),
  cooking('Tuesday', 'Tomato Pasta', PASTA),
  cooking('Wednesday', 'Spinach Omelette', OMELETTE),
  cooking('Thursday', 'Mushroom Risotto', RISOTTO),
]);

/** The week kept from before, with the "Servings" field beside it as the page holds it. */
function KeptWeek() {
  const [servings, setServings] = useState('2');
  return (
    <>
      <input aria-label="Servings" value={servings} onChange={(event) => setServings(event.target.value)} />
      <WeekArea press={null} servings={servings} onServings={setServings} />
    </>
  );
}

async function shownWeek() {
  fakeApi();
  writeStored(KEPT_WEEK, PLAN);
  const user = userEvent.setup();
  render(<KeptWeek />);
  await screen.findByRole('region', { name: 'Your week' });
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  return user;
}

const rendersOf = (texts: string[]) => texts.map((text) => renders.get(text) ?? 0);

describe('a change of one day of the week', () => {
  beforeEach(() => renders.clear());

  it('leaves the other days’ recipes as they were, not rendered again, when a day is removed', async () => {
    const user = await shownWeek();
    const before = rendersOf([SOUP, PASTA, RISOTTO]);
    await user.click(screen.getByRole('button', { name: 'Remove Wednesday' }));
    expect(screen.queryByRole('heading', { name: /^Wednesday/ })).not.toBeInTheDocument();
    expect(rendersOf([SOUP, PASTA, RISOTTO])).toEqual(before);
  });

  it('renders again only the days it changes when a day is cooked double', async () => {
    const user = await shownWeek();
    const before = rendersOf([SOUP, OMELETTE, RISOTTO]);
    await user.click(screen.getAllByRole('button', { name: 'Cook double' })[0]!);
    await screen.findByRole('heading', { name: 'Tuesday: Leftovers from Monday' });
    expect(rendersOf([OMELETTE, RISOTTO])).toEqual(before.slice(1));
  });

  it('renders each day’s recipe once for the servings it is scaled to when Servings changes', async () => {
    const user = await shownWeek();
    renders.clear();
    const field = screen.getByRole('textbox', { name: 'Servings' });
    await user.clear(field);
    await user.type(field, '4');
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    const scaled = [...renders.keys()].filter((text) => text.includes('Serves 4'));
    expect(scaled).toHaveLength(4);
    expect(scaled.map((text) => renders.get(text))).toEqual([1, 1, 1, 1]);
  });
});
