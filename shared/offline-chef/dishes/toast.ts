import type { Dish, DishMethod } from '../dish.ts';
import { countRoles, fry, savoury, seasonAnd } from '../dish.ts';
import { GRILL_HEATS, type Kitchen } from '../kitchen.ts';
import type { PantryItem } from '../pantry-items.ts';
import { minutesText, sentence } from '../prose.ts';
import { EGG_MINUTES, eggsCooked } from '../safe-cooking.ts';
import { cutSmall, meanwhile, prepSmall } from '../ways.ts';
import { countWord, MOST_AT_ONCE } from '../pans.ts';

// Minutes bread takes in a toaster, and cheese under a hot grill.
const TOAST_MINUTES = 3;
const MELT_MINUTES = 2;
// A large frying pan fries about four eggs at once under its lid; more go in rounds, each taking its minutes again.
const EGGS_IN_A_PAN = 4;

/** How many rounds of frying `eggs` eggs take in `pans` pans at once: 1 for up to four a pan. */
const eggRounds = (eggs: number, pans: number): number => Math.max(1, Math.ceil(eggs / (EGGS_IN_A_PAN * pans)));

/** "Crack the eggs into the same pan, cover with a lid and fry…", in the pans the rest cooked in, a few to a pan, in rounds past that. */
function fryEggs(k: Kitchen, eggs: readonly PantryItem[], rounds: number, pans: number): string {
  const into = pans > 1 ? 'the pans, four to a pan' : rounds > 1 ? 'the same pan, four at a time' : 'the same pan';
  const more = rounds > 1 ? `; fry the rest of the eggs the same way in ${rounds === 2 ? 'one more round' : `${countWord(rounds - 1)} more rounds`}, ${minutesText((rounds - 1) * EGG_MINUTES.fry)} more` : '';
  return sentence(`crack ${k.the(eggs)} into ${into}, cover with a lid and fry ${eggsCooked('fry', k.units)}${more}`);
}

/** How toast is made: as usual, quicker (cut small, fewer steps), or with the cheese melted under a lid rather than a grill. */
function toastSteps(k: Kitchen, way: 'usual' | 'quicker' | 'no-oven' = 'usual'): string[] {
  const bread = k.items('bread');
  const hot = k.used.filter((item) => item.role === 'protein' || ((item.role === 'veg' || item.role === 'aromatic' || item.role === 'legume' || item.role === 'extra') && item.entry?.cook !== undefined) || (item.role === 'greens' && item.entry?.cook));
  const eggs = k.items('egg');
  const cooking = hot.length + eggs.length > 0;
  // Without a pan to heat, the fat goes on the toast instead.
  const spread = [...(cooking ? [] : k.items('fat')), ...k.items('dairy', 'sauce').filter((item) => item.entry?.unit !== 'tsp')];
  const pile = [...hot, ...eggs, ...k.items('veg', 'greens', 'fruit', 'aromatic', 'legume', 'extra', 'pickle').filter((i) => !hot.includes(i))];
  const cheese = k.items('cheese');
  const finish = [...k.items('herb', 'nut', 'spice', 'sweetener'), ...k.items('sauce').filter((i) => !spread.includes(i))];
  // Cheese melts under a grill only once it is hot: it goes on first, and heats while the rest is made.
  const grilled = cheese.length > 0 && way !== 'no-oven';
  const grill = k.say('grill', 'broiler');
  const grillHot = grilled ? k.warmUp(GRILL_HEATS) : () => undefined;
  const heatGrill = grilled ? `Heat the ${grill} to high; it takes about ${minutesText(GRILL_HEATS)}.` : '';
  const melt =
    way === 'no-oven'
      ? `top with ${k.the(cheese)}, set the toasts in ${cooking ? 'the frying pan' : 'a frying pan'} over a low heat, cover with a lid and warm for 3 minutes, until melted`
      : `top with ${k.the(cheese)} and ${k.say('grill', 'broil')} for ${minutesText(MELT_MINUTES)}, until melted`;
  // The clock waits for the grill where the cheese goes under it, then the cheese's minutes.
  const underGrill = (step: string): string => {
    if (!grilled) return step;
    grillHot();
    k.wait(MELT_MINUTES);
    return `Once the ${grill} is hot, ${step.charAt(0).toLowerCase()}${step.slice(1)}`;
  };
  // The bread toasts after the eggs have fried, or, in a quicker version, while they fry.
  const eggPans = cooking && hot.length > 0 ? Math.min(k.pans, MOST_AT_ONCE) : 1;
  const rounds = eggRounds(eggs.reduce((count, egg) => count + k.amountOf(egg), 0), eggPans);
  const eggMinutes = eggs.length > 0 ? EGG_MINUTES.fry * rounds : 0;
  k.wait(way === 'quicker' ? Math.max(eggMinutes, TOAST_MINUTES) : eggMinutes + TOAST_MINUTES);
  const chopped = k.used.filter((item) => item.role !== 'bread' && item.role !== 'egg');
  const steps = [
    [heatGrill, (heatGrill === '' ? (text: string) => text : meanwhile)(way === 'quicker' ? prepSmall(k, chopped) : k.prep(chopped))].filter(Boolean).join(' '),
    cooking ? fry(k, 'a frying pan', () => k.cook(hot, way === 'quicker' ? { minutes: cutSmall } : {}), 'medium') : '',
    // Under a lid the tops set with the bottoms: a fried egg is safe only once its yolk is firm.
    eggs.length > 0 ? fryEggs(k, eggs, rounds, eggPans) : '',
    sentence(`toast ${k.the(bread)}, about ${minutesText(TOAST_MINUTES)}${spread.length > 0 ? `, and spread with ${k.the(spread)}` : ''}`),
    pile.length > 0 ? underGrill(sentence(`pile on ${k.the(pile)}${cheese.length > 0 ? `, ${melt}` : ''}`)) : cheese.length > 0 ? underGrill(sentence(melt)) : '',
    seasonAnd(k, `${finish.length > 0 ? `finish with ${k.the(finish)} and ` : ''}eat straight away`),
  ];
  // Quicker: the eggs fry beside the rest, and the toast is topped as soon as it pops up.
  const [prep, pan, fried, toasted, piled, last] = steps as [string, string, string, string, string, string];
  return (way === 'quicker' ? [prep, [pan, fried].filter(Boolean).join(' '), [eggs.length > 0 ? meanwhile(toasted) : toasted, piled].filter(Boolean).join(' '), last] : steps).filter(
    (step) => step.trim() !== '',
  );
}

const quicker: DishMethod = { steps: (k) => toastSteps(k, 'quicker') };
const noOven: DishMethod = { applies: (k) => k.has('cheese'), steps: (k) => toastSteps(k, 'no-oven') };

/** Toast, open sandwich or toastie: bread with something good on it. */
export const toast: Dish = {
  name: 'toast',
  servings: 2,
  accepts: savoury('pasta', 'noodle', 'grain', 'baking', 'liquid'),
  // Eggs, cheese or avocado are what people put on toast; with them it beats an omelette.
  fit: (used) =>
    countRoles(used)('bread') === 0
      ? undefined
      : used.some((item) => item.role === 'egg' || item.role === 'cheese' || item.entry?.name === 'avocado') ? 4 : 2,
  staples: () => ['butter', 'salt', 'black pepper'],
  scale: { dairy: 0.3 },
  stars: ['protein', 'egg', 'cheese', 'veg', 'greens', 'legume', 'fruit', 'extra', 'pickle'],
  noun: (k) => (k.has('cheese') ? 'Toastie' : 'Toast'),
  titles: ['{adj} {a} & {b} {noun}', '{a} & {b} {noun}', '{adj} {a} {noun}', '{a} {noun} with {b}'],
  intros: [
    'Proof that something on toast is a real meal: {a} and {b}, piled high.',
    'A frying pan and a toaster, and lunch is {a} with {b}.',
    'Crisp bread, something warm on top, something fresh to finish.',
  ],
  adjectives: ['Loaded', 'Golden', 'Speedy', 'Ultimate'],
  tips: [
    'Toast the bread well: a crisp, dry surface keeps the toppings from making it soggy.',
    'Rub the hot toast with a cut garlic clove before topping it for an instant lift.',
    'A thin layer of butter right to the edges seals the bread and makes everything taste richer.',
  ],
  steps: (k) => toastSteps(k),
  methods: { quicker, 'no-oven': noOven },
};
