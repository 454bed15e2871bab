import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { shareFragment } from '../../client/lib/share-link.ts';
import { answerFrames, fakeApi, streamResponse } from '../support/fake-api.ts';
import { listedItems, recipeSection, renderPage } from '../support/page.tsx';
import { nextTask } from '../support/next-task.ts';

const SHARED_LIST = ['Tomato', 'Garlic', 'Pasta', 'Basil'];
const SHARED = '## Garlic tomato pasta\n\n- 200 g pasta\n- 4 tomatoes\n\n1. Boil the pasta.\n2. Toss it all.\n';
const OWN_LIST = ['Leek', 'Potato', 'Butter', 'Stock', 'Thyme'];
const OWN_RECIPE = { ingredients: OWN_LIST.slice(0, 4), markdown: '## Leek soup\n\nSweat the leeks.\n' };

const storedJson = (key: string) => localStorage.getItem(`pantry-chef:${key}`);
const keepOwn = () => {
  localStorage.setItem('pantry-chef:ingredients', JSON.stringify({ version: 1, value: OWN_LIST }));
  localStorage.setItem('pantry-chef:last-recipe', JSON.stringify({ version: 1, value: OWN_RECIPE }));
};

/** Opens the page at an address whose fragment is `hash`. */
async function openAt(hash: string) {
  history.replaceState(null, '', `/${hash}`);
  return renderPage();
}

const openShared = async (markdown = SHARED, ingredients = SHARED_LIST) => openAt((await shareFragment({ markdown, ingredients }))!);
const useButton = () => screen.findByRole('button', { name: 'Use these ingredients' });

describe('opening a share link', () => {
  afterEach(() => history.replaceState(null, '', '/'));

  it('shows the recipe it carries, rendered, with the list it was written for', async () => {
    fakeApi();
    await openShared();
    await useButton();
    const section = recipeSection()!;
    expect(await within(section).findByRole('heading', { name: 'Garlic tomato pasta' })).toBeInTheDocument();
    expect(within(section).getByText('Boil the pasta.')).toBeInTheDocument();
    expect(section).not.toHaveTextContent('##');
    expect(within(section).getByText('Shared with you')).toBeInTheDocument();
    expect(within(section).getByText('Written for Tomato, Garlic, Pasta, Basil.')).toBeInTheDocument();
    // Someone else's recipe: nothing to ask "another idea" of, but it can be copied, printed, shared.
    expect(screen.queryByRole('button', { name: 'Another idea' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });

  it('checks What you have against the receiver’s own list, not the sender’s, and says so', async () => {
    fakeApi();
    localStorage.setItem('pantry-chef:ingredients', JSON.stringify({ version: 1, value: ['Pasta', 'Leek'] }));
    await openShared('## Garlic tomato pasta\n\nServes 2\n\n## Ingredients\n\n- 200 g pasta\n- 4 tomatoes\n\n## Method\n\n1. Boil the pasta.\n2. Toss it all.\n');
    await useButton();
    const section = recipeSection()!;
    expect(within(section).getByText('What you have is checked against your own list.')).toBeInTheDocument();
    const have = await within(section).findByRole('heading', { name: 'What you have' });
    const check = have.closest('section') ?? have.parentElement!;
    await waitFor(() => expect(within(check).getAllByText('You have this')).toHaveLength(1));
    expect(check).toHaveTextContent('To buy');
    expect(check).not.toHaveTextContent('Nothing to buy');
  });

  it('scales a shared recipe with Servings to cook, before and after its list is used', async () => {
    fakeApi();
    await openShared('## Garlic tomato pasta\n\nServes 2\n\n## Ingredients\n\n- 200 g pasta\n- 4 tomatoes\n\n## Method\n\n1. Boil the pasta.\n2. Toss it all.\n');
    await useButton();
    const section = recipeSection()!;
    const servings = await within(section).findByRole('spinbutton', { name: 'Servings to cook' });
    expect(servings).toHaveValue(2);
    const { default: userEvent } = await import('@testing-library/user-event');
    const user = userEvent.setup();
    await user.clear(servings);
    await user.type(servings, '4');
    expect((await within(section).findAllByText('400 g pasta'))[0]).toBeInTheDocument();
    expect(within(section).getAllByText('8 tomatoes')[0]).toBeInTheDocument();

    await user.click(await useButton());
    // The visitor's own now (the note over a shared recipe goes), at the servings they set, and
    // scaling still works from the recipe as written.
    await waitFor(() => expect(within(section).queryByText('Shared with you')).not.toBeInTheDocument());
    expect((await within(section).findAllByText('400 g pasta'))[0]).toBeInTheDocument();
    await user.clear(within(section).getByRole('spinbutton', { name: 'Servings to cook' }));
    await user.type(within(section).getByRole('spinbutton', { name: 'Servings to cook' }), '1');
    expect((await within(section).findAllByText('100 g pasta'))[0]).toBeInTheDocument();
  });

  it("leaves the visitor's list, last recipe and recent recipes as they were, and the link in the address", async () => {
    keepOwn();
    const before = { list: storedJson('ingredients'), last: storedJson('last-recipe') };
    fakeApi();
    await openShared();
    await useButton();
    const shown = await screen.findByText('Boil the pasta.');
    expect(recipeSection()).toContainElement(shown);
    expect(within(recipeSection()!).queryByText('Sweat the leeks.')).not.toBeInTheDocument();
    expect(listedItems()).toEqual(OWN_LIST);
    expect(screen.getByText('They replace your list; you can undo it.')).toBeInTheDocument();
    // Whatever the page had scheduled has run.
    await act(() => nextTask());
    expect({ list: storedJson('ingredients'), last: storedJson('last-recipe') }).toEqual(before);
    expect(storedJson('recent-recipes')).toBeNull();
    expect(location.hash).toMatch(/^#recipe=1\./);
  });

  it('renders hostile markdown in a link harmlessly: no script, no image, no javascript: link', async () => {
    fakeApi();
    const hostile = [
      '## Soup <script>window.pwned = 1</script>',
      '<img src="https://tracker.example/pixel.gif" onerror="window.pwned = 1">',
      '![a bowl](https://tracker.example/soup.png)',
      '[tap here](javascript:window.pwned=1) and [the method](https://cooking.example/soup)',
      '<iframe src="https://evil.example/"></iframe><a href="javascript:alert(1)">raw link</a>',
    ].join('\n\n');
    await openShared(hostile);
    await useButton();
    const section = recipeSection()!;
    await within(section).findByText('tap here');
    expect(section.querySelector('script, img, iframe, [onerror]')).toBeNull();
    expect(section.innerHTML).not.toMatch(/javascript:|tracker\.example|evil\.example/);
    expect(within(section).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['https://cooking.example/soup']);
    expect(within(section).getByText('a bowl')).toBeInTheDocument();
    expect((window as { pwned?: number }).pwned).toBeUndefined();
  });

  it('"Use these ingredients" loads the list, makes the recipe the last one and a recent one, and drops the link', async () => {
    const api = fakeApi({ recipe: () => streamResponse(answerFrames(['## Basil bruschetta\n\nToast the bread.\n'])) });
    const { user } = await openShared();
    await user.click(await useButton());

    expect(listedItems()).toEqual(SHARED_LIST);
    expect(screen.queryByRole('button', { name: 'Use these ingredients' })).not.toBeInTheDocument();
    expect(screen.queryByText('Your list was replaced.')).not.toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Get a recipe' }));
    expect(location.hash).toBe('');
    await waitFor(() => expect(JSON.parse(storedJson('last-recipe')!).value).toMatchObject({ ingredients: SHARED_LIST, markdown: SHARED, versions: [{ markdown: SHARED }] }));
    expect(JSON.parse(storedJson('recent-recipes')!).value).toMatchObject([{ title: 'Garlic tomato pasta', ingredients: SHARED_LIST, markdown: SHARED }]);
    expect(screen.getByText(/Your list now holds the recipe's 4 ingredients: Tomato, Garlic, Pasta, Basil\./)).toBeInTheDocument();

    // It is the visitor's own now: "Another idea" asks about its list.
    await user.click(screen.getByRole('button', { name: 'Another idea' }));
    await screen.findByText('Toast the bread.');
    expect(api.recipeBodies[0]).toEqual({ ingredients: SHARED_LIST, previousTitle: 'Garlic tomato pasta', units: 'us' });
  });

  it.each([
    [true, 'offers changes once the service says the proof is its own for the text'],
    [false, "says the recipe can't be changed when its proof is for another text, and offers no change"],
  ])('a link with a proof: %s, %s', async (matches) => {
    const checked: unknown[] = [];
    fakeApi({
      check: (body) => {
        checked.push(body);
        return Response.json({ changeable: matches });
      },
    });
    history.replaceState(null, '', `/${(await shareFragment({ markdown: SHARED, ingredients: SHARED_LIST, proof: 'p'.repeat(43) }))!}`);
    const { user } = await renderPage();
    // Before the list is used, the recipe is the sender's: nothing to change yet.
    expect(screen.queryByRole('group', { name: 'Change this recipe' })).not.toBeInTheDocument();
    await user.click(await useButton());

    await waitFor(() => expect(checked).toEqual([{ ingredients: SHARED_LIST, recipe: SHARED, proof: 'p'.repeat(43) }]));
    if (matches) {
      expect(await screen.findByRole('group', { name: 'Change this recipe' })).toBeInTheDocument();
      await waitFor(() => expect(JSON.parse(storedJson('last-recipe')!).value).toMatchObject({ proof: 'p'.repeat(43) }));
      expect(JSON.parse(storedJson('recent-recipes')!).value).toMatchObject([{ proof: 'p'.repeat(43) }]);
    } else {
      // Shown under the recipe, and said through the page's live region.
      await waitFor(() => expect(screen.getAllByText("This recipe can't be changed: it isn't the text the chef wrote. Press Get a recipe for one you can change.")).toHaveLength(2));
      expect(screen.queryByRole('group', { name: 'Change this recipe' })).not.toBeInTheDocument();
      expect(screen.queryByText(/restarted/)).not.toBeInTheDocument();
      expect(JSON.parse(storedJson('last-recipe')!).value.proof).toBeUndefined();
      expect(JSON.parse(storedJson('recent-recipes')!).value[0].proof).toBeUndefined();
    }
  });

  it("replaces the visitor's own list only on the press, and Undo brings it back", async () => {
    keepOwn();
    fakeApi();
    const { user } = await openShared();
    await user.click(await useButton());

    expect(listedItems()).toEqual(SHARED_LIST);
    expect(screen.getByText('Your list was replaced.')).toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByText(/Undo brings yours back\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(listedItems()).toEqual(OWN_LIST);
    await waitFor(() => expect(JSON.parse(storedJson('ingredients')!).value).toEqual(OWN_LIST));
  });

  it('is dropped from the address when the visitor asks for a recipe of their own, which then is saved as usual', async () => {
    keepOwn();
    fakeApi({ recipe: () => streamResponse(answerFrames(['## Leek gratin\n\nBake it.\n'])) });
    const { user } = await openShared();
    await useButton();
    await user.click(screen.getByRole('button', { name: 'Get a recipe' }));
    await screen.findByText('Bake it.');
    expect(location.hash).toBe('');
    expect(screen.queryByText('Shared with you')).not.toBeInTheDocument();
    await waitFor(() => expect(JSON.parse(storedJson('last-recipe')!).value).toMatchObject({ ingredients: OWN_LIST, markdown: '## Leek gratin\n\nBake it.\n' }));
    expect(JSON.parse(storedJson('recent-recipes')!).value.map((entry: { title: string }) => entry.title)).toEqual(['Leek gratin']);
  });

  it('shows a link pasted into the open page', async () => {
    fakeApi();
    const { user } = await openShared();
    await useButton();
    const next = (await shareFragment({ markdown: '## Leek soup\n\nSweat the leeks.\n', ingredients: OWN_LIST }))!;
    act(() => {
      history.replaceState(null, '', `/${next}`);
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    const shown = await screen.findByText('Sweat the leeks.');
    expect(recipeSection()).toContainElement(shown);
    expect(screen.getByText('Written for Leek, Potato, Butter, Stock, Thyme.')).toBeInTheDocument();
    await user.click(await useButton());
    expect(listedItems()).toEqual(OWN_LIST);
  });
});

describe('a broken share link', () => {
  afterEach(() => history.replaceState(null, '', '/'));

  it.each([
    ['cut short', async () => (await shareFragment({ markdown: SHARED, ingredients: SHARED_LIST }))!.slice(0, -12)],
    ['of another version', async () => (await shareFragment({ markdown: SHARED, ingredients: SHARED_LIST }))!.replace('#recipe=1.', '#recipe=2.')],
    ['garbage', async () => '#recipe=1.%%%<script>'],
    ['too long', async () => `#recipe=1.${'A'.repeat(20_000)}`],
  ])('when %s, says so, shows the normal page with what the visitor had, and drops the link', async (_name, hash) => {
    keepOwn();
    const before = { list: storedJson('ingredients'), last: storedJson('last-recipe') };
    fakeApi();
    await openAt(await hash());
    expect(await screen.findByRole('alert')).toHaveTextContent('This recipe link is broken or incomplete');
    const shown = await screen.findByText('Sweat the leeks.');
    expect(recipeSection()).toContainElement(shown);
    expect(listedItems()).toEqual(OWN_LIST);
    expect(screen.getByRole('button', { name: 'Get a recipe' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use these ingredients' })).not.toBeInTheDocument();
    expect({ list: storedJson('ingredients'), last: storedJson('last-recipe') }).toEqual(before);
    expect(location.hash).toBe('');
  });

  it('shows a new visitor the empty page under the note', async () => {
    fakeApi();
    await openAt('#recipe=1.AAAA');
    expect(await screen.findByRole('alert')).toHaveTextContent('This recipe link is broken or incomplete');
    expect(recipeSection()).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Add Ingredient' })).toBeInTheDocument();
  });
});
