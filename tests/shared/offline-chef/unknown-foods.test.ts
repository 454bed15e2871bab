import { describe, expect, it } from 'vitest';
import { writeRecipe } from '../../../shared/offline-chef/recipe-writer.ts';

// The built-in chef reads a slip of the keyboard or a name in another language as the food it
// means, and never cooks or serves by a guess what it cannot name: it leaves it out and says so.

const stepsOf = (recipe: string): string => recipe.slice(recipe.indexOf('### Steps')).toLowerCase();
const listOf = (recipe: string): string[] => recipe.split('\n').filter((line) => line.startsWith('- '));

describe('the built-in chef and what it cannot name', () => {
  it('cooks "chiken" as the chicken it is, to its safe temperature', () => {
    const recipe = writeRecipe(['chiken', 'rice', 'garlic', 'onion', 'soy sauce']);
    expect(recipe).not.toMatch(/chiken/i);
    expect(listOf(recipe)).toContain('- Chicken — 300 g');
    expect(stepsOf(recipe)).toContain('the chicken is done at 74 °c in the middle');
  });

  it('reads a long list of slips and foreign names as the foods they are, never two minutes in a pan for raw chicken or dry spaghetti', () => {
    const recipe = writeRecipe(['brocoli', 'chiken', 'hähnchen', 'peper', 'pollo', 'spagetti', 'rice']);
    expect(recipe).not.toMatch(/brocoli|chiken|hähnchen|peper\b|pollo|spagetti/i);
    expect(stepsOf(recipe)).toContain('done at 74 °c in the middle');
    expect(stepsOf(recipe)).not.toMatch(/spaghetti[^.]* and cook for 1 minute more/);
  });

  it.each([
    [['pollo', 'arroz', 'ajo', 'cebolla', 'tomate']],
    [['Hähnchen', 'Reis', 'Knoblauch', 'Zwiebel', 'Sojasauce']],
  ])('cooks %j as chicken and rice, never a dressing of raw chicken and raw rice', (list) => {
    const recipe = writeRecipe(list);
    expect(recipe.split('\n')[0]).not.toMatch(/dressing/i);
    expect(recipe).not.toMatch(/in a jar|in the fridge for up to|pollo|arroz|hähnchen|reis\b|sojasauce/i);
    expect(listOf(recipe)).toContain('- Chicken — 300 g');
    expect(listOf(recipe)).toContain('- Rice — 150 g');
    expect(stepsOf(recipe)).toMatch(/simmer the rice[^.]* for 15 minutes/);
    expect(stepsOf(recipe)).toContain('the chicken is done at 74 °c in the middle');
  });

  it('leaves out an entry it cannot name, with the reason, and cooks the rest', () => {
    const recipe = writeRecipe(['Chicken', 'Rice', 'Garlic', 'Glorp']);
    expect(recipe).toContain('\n_Left out: Glorp (not a food I know: check the spelling)._\n');
    expect(stepsOf(recipe)).not.toContain('glorp');
  });

  it('says which entries it cannot name when there are several', () => {
    const recipe = writeRecipe(['Chicken', 'Rice', 'Garlic', 'Glorp', 'Zarf']);
    expect(recipe).toContain('\n_Left out: Glorp and Zarf (not foods I know: check the spelling)._\n');
  });

  it.each([
    [['chiken', 'glorp'], 'only Chicken'],
    [['Eggs'], 'only Eggs'],
    [['glorp', 'zarf'], 'none of the foods on your list'],
  ])('writes no dish from %j, with fewer than two foods it knows, and says what it needs', (list, knows) => {
    const answer = writeRecipe(list);
    expect(answer).toMatch(/^## Tell me one more food\n/);
    expect(answer).toContain(`I write a recipe from at least 2 foods I know, and I know ${knows}.`);
    expect(answer).not.toContain('### Steps');
  });

  it('names what it could not read when it asks for more', () => {
    expect(writeRecipe(['chiken', 'glorp'])).toContain('_Left out: glorp (not a food I know: check the spelling)._');
  });

  it('reads an amount typed with a food as the food, and never writes the amount as its name', () => {
    const recipe = writeRecipe(['2 eggs', '200g minced beef', '2 chicken breasts', 'spinach']);
    expect(recipe).not.toMatch(/the 2 eggs|the 200g|200g minced|2 chicken breasts/i);
    expect(listOf(recipe).some((line) => line.startsWith('- Eggs — '))).toBe(true);
    expect(listOf(recipe).some((line) => line.startsWith('- Chicken breasts — '))).toBe(true);
  });

  it('reads the same food typed twice, in two languages, as one', () => {
    const recipe = writeRecipe(['pollo', 'chicken', 'rice', 'garlic']);
    expect(recipe).not.toMatch(/pollo/i);
    expect(listOf(recipe).filter((line) => /chicken/i.test(line))).toHaveLength(1);
  });

  it('leaves out a food a diet rules out by its meaning, whatever language it is typed in', () => {
    const recipe = writeRecipe(['pollo', 'arroz', 'ajo', 'espinacas'], { diet: ['vegetarian'] });
    expect(listOf(recipe).join('\n')).not.toMatch(/chicken/i);
    expect(recipe).toContain('_Left out: Chicken, which your preferences rule out._');
  });
});
