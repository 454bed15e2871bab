import type { Dish } from '../dish.ts';
import { countRoles, sweet } from '../dish.ts';
import { sentence } from '../prose.ts';

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
    k.wait(5);
    return [
      k.prep(k.used),
      liquid.length > 0 ? sentence(`pour ${k.the(liquid)} into a blender`) : `Pour ${k.volume(250)} cold water into a blender.`,
      sentence(`add ${k.the(blend)}`),
      'Blend on high for about a minute, until completely smooth; add a splash more liquid if it is too thick to pour.',
      sentence(`taste${sweetener.length > 0 ? `, blend in ${k.the(sweetener)} if it needs it` : ''}, pour into glasses and drink straight away`),
    ].filter((step) => step !== '');
  },
};
