import type { Dish } from '../dish.ts';
import { cookBase, countRoles, heat, named, savoury, seasonAnd } from '../dish.ts';
import type { PantryItem } from '../pantry-items.ts';
import { joinAnd, sentence } from '../prose.ts';
import { ASIAN_SIGNALS } from '../signals.ts';

const isSlowRoot = (item: PantryItem): boolean =>
  item.entry?.category === 'root' && (item.entry.cook?.minutes ?? 0) > 10;

/** Wok-fried protein and vegetables with a quick sauce, on noodles or rice. */
export const stirFry: Dish = {
  name: 'stir-fry',
  servings: 2,
  accepts: (item) => savoury('pasta', 'bread', 'dairy', 'cheese', 'baking')(item) && !isSlowRoot(item),
  fit(used) {
    const count = countRoles(used);
    if (count('noodle') === 0 && count('protein') + count('veg') + count('greens') < 2) return undefined;
    return 1 + 3 * Math.min(1, count('noodle')) + 2 * Math.min(3, named(used, ASIAN_SIGNALS).length);
  },
  staples: () => ['vegetable oil', 'soy sauce', 'salt'],
  stars: ['protein', 'noodle', 'veg', 'greens', 'legume', 'egg', 'extra', 'pickle'],
  noun: (k) => (k.has('noodle') ? 'Noodles' : 'Stir-Fry'),
  titles: ['{adj} {a} & {b} {noun}', '{a} & {b} {noun}', '{adj} {a} {noun}', '{a} {noun} with {b}'],
  intros: [
    'A fast, glossy {dish} where {a} and {b} meet a hot pan for just a few minutes.',
    'Everything here cooks in one very hot pan, so the vegetables keep their crunch and the sauce turns glossy.',
    'A quick dinner: {a}, {b} and a punchy sauce.',
  ],
  adjectives: ['Quick', 'Sizzling', 'Speedy', 'Glossy'],
  tips: [
    'Have everything chopped before the pan goes on: a stir-fry moves too fast to prep as you go.',
    'Cook in two batches if your pan is small. Crowding it steams the food instead of searing it.',
    'A splash of water loosens a sauce that has turned sticky; a pinch of sugar softens one that is too salty.',
    'Day-old rice or noodles rinsed under cold water fry best: they are drier and do not clump.',
  ],
  steps(k) {
    const proteins = k.items('protein');
    const eggs = k.items('egg');
    const sauce = k.items('sauce', 'sweetener', 'spice');
    const noodles = k.items('noodle');
    const rice = k.items('grain');
    // Kimchi and the like only warm through in the last toss.
    const pickles = k.items('pickle');
    const finish = k.items('herb', 'nut');
    // Everything that waited on the side goes back in with the sauce for a final toss.
    const back = [
      proteins.length + eggs.length > 0 ? `return ${k.the([...proteins, ...eggs])} to the pan` : '',
      noodles.length > 0 ? `add ${k.the(noodles)}` : '',
      pickles.length > 0 ? `add ${k.the(pickles)}` : '',
      sauce.length > 0 ? 'pour in the sauce' : '',
    ].filter(Boolean);
    return [
      [k.prep(k.used), sauce.length > 0 ? sentence(`stir ${k.the(sauce)} with 2 tbsp water in a small bowl`) : ''].filter(Boolean).join(' '),
      ...[...noodles, ...rice].map((base) => cookBase(k, base)),
      heat(k, 'a wok or large frying pan', '**high**'),
      proteins.length > 0 ? `${k.cook(proteins, { verb: 'stir-fry' })} Tip onto a plate.` : '',
      eggs.length > 0 ? sentence(`pour in ${k.the(eggs)}, scramble for 1 minute until just set, and tip out onto the plate`) : '',
      k.cook(k.items('aromatic'), { verb: 'stir-fry' }),
      k.cook(k.items('veg', 'greens', 'legume', 'fruit', 'extra'), { verb: 'stir-fry' }),
      k.cook(k.items('liquid'), { verb: 'let it bubble' }),
      back.length > 0 ? sentence(`${joinAnd(back)}, then toss for 1–2 minutes until everything is hot and glossy`) : '',
      seasonAnd(
        k,
        `serve${rice.length > 0 ? ` over ${k.the(rice)}` : ' straight away'}${finish.length > 0 ? `, scattered with ${k.the(finish)}` : ''}`,
      ),
    ].filter((step) => step.trim() !== '');
  },
};
