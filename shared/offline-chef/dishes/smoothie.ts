import type { Dish } from '../dish.ts';
import { countRoles, sweet } from '../dish.ts';
import type { PantryItem } from '../pantry-items.ts';
import { countWord, traysWeight } from '../pans.ts';
import { minutesText, sentence } from '../prose.ts';
import { blenderPrepMinutes } from '../work-times.ts';

// What a home blender's jug holds, about 1.5 litres: past it, the smoothie is blended in batches.
const BLENDER_ML = 1500;
// A jugful blended for a minute and poured out.
const MINUTES_A_BATCH = 2;
// Water for the dish's own servings where there is no milk or juice.
const WATER_ML = 250;

/** Millilitres an amount of an item takes up in the jug: a litre of liquid, a kilogram of fruit or oats, a banana by the piece. */
const mlOf = (item: PantryItem, amount: number): number => (item.entry?.unit === 'ml' ? amount : traysWeight(amount, item.entry?.unit));

/** Fruit blended with milk or yogurt: breakfast in a glass. */
export const smoothie: Dish = {
  name: 'smoothie',
  servings: 2,
  // Flour and raising agents are "both" in the knowledge base, but not in a glass.
  accepts: (item) =>
    sweet('fruit', 'dairy', 'sweetener', 'nut', 'greens', 'grain', 'spice', 'baking', 'liquid', 'sauce')(item) &&
    (item.role !== 'baking' || item.flavour === 'sweet'),
  fit(used) {
    const count = countRoles(used);
    if (count('fruit') === 0) return undefined;
    return count('fruit') >= 2 || count('dairy') + count('greens') + count('liquid') > 0 ? 2 : undefined;
  },
  staples: () => ['milk', 'honey'],
  scale: { nut: 0.5, spice: 0.5 },
  stars: ['fruit', 'greens', 'nut', 'grain', 'baking', 'extra'],
  noun: () => 'Smoothie',
  titles: ['{adj} {a} & {b} {noun}', '{a} & {b} {noun}', '{adj} {a} {noun}', '{a} & {b} Breakfast {noun}'],
  intros: [
    'A blender and a few minutes: {a} and {b} whizzed into something thick and cold.',
    'A breakfast you can drink on the way out of the door, built on {a}.',
    'Thick, cold and naturally sweet, with {a} doing most of the work.',
  ],
  adjectives: ['Creamy', 'Sunny', 'Velvety', 'Frosty'],
  tips: [
    'Frozen fruit makes a thicker, colder smoothie with no ice to water it down; freeze ripe bananas in slices.',
    'Put the liquid in the blender first, then the soft things, then the frozen ones: the blades catch better.',
    'A spoonful of oats or nut butter makes it filling enough to last until lunch.',
  ],
  steps(k) {
    const liquid = k.items('dairy', 'liquid');
    const blend = k.items('fruit', 'greens', 'grain', 'nut', 'sauce', 'baking', 'spice', 'extra');
    const sweetener = k.items('sweetener');
    const water = WATER_ML * k.portions;
    const batches = Math.ceil((water * (liquid.length > 0 ? 0 : 1) + [...liquid, ...blend].reduce((ml, item) => ml + mlOf(item, k.amountOf(item)), 0)) / BLENDER_ML);
    // Past one jugful, each batch takes its share of everything, and the last batches the rest.
    const first = (items: readonly PantryItem[]): string => (batches > 1 ? k.share(items, 1 / batches) : k.the(items));
    const prep = k.prep(k.used, blenderPrepMinutes);
    k.wait(batches * MINUTES_A_BATCH);
    const poured = liquid.length > 0 ? sentence(`pour ${first(liquid)} into a blender`) : `Pour ${k.measure(water / batches)} cold water into a blender.`;
    const rest = liquid.length > 0 ? `${k.share(liquid)} with ${k.share(blend)}` : `${k.share(blend)} with ${k.measure(water / batches)} water each time`;
    return [
      prep,
      batches > 1 ? `This is more than a blender holds: blend it in ${countWord(batches)} batches. ${poured}` : poured,
      sentence(`add ${first(blend)}`),
      `Blend on high for about a minute, until completely smooth; add a splash more liquid if it is too thick to pour.${batches > 1 ? ` Pour it into a large jug, and blend ${rest} the same way, in ${countWord(batches - 1)} more ${batches === 2 ? 'batch' : 'batches'}, ${minutesText((batches - 1) * MINUTES_A_BATCH)} more.` : ''}`,
      sentence(`taste${sweetener.length > 0 ? `, blend in ${k.the(sweetener)} if it needs it` : ''}, pour into glasses and drink straight away`),
    ].filter((step) => step !== '');
  },
};
