import type { Dish, DishMethod } from '../dish.ts';
import { basesInWater, boilsInWater, cookBase, countRoles, fry, heat, inRounds, named, roundsIn, roundWord, savoury, seasonAnd, whileCooking, withLast } from '../dish.ts';
import type { Kitchen } from '../kitchen.ts';
import type { PantryItem } from '../pantry-items.ts';
import { sentence } from '../prose.ts';
import { listWords } from '../../text/list-words.ts';
import { EGG_MINUTES, eggsCooked } from '../safe-cooking.ts';
import { ASIAN_SIGNALS } from '../signals.ts';
import { baseFirst, cutSmall, inMeasuredWater, meanwhile, onePan, prepSmall } from '../ways.ts';

const isSlowRoot = (item: PantryItem): boolean =>
  item.entry?.category === 'root' && (item.entry.cook?.minutes ?? 0) > 10;

const bases = (k: Kitchen): PantryItem[] => [...k.items('noodle'), ...k.items('grain')];
const sauceOf = (k: Kitchen): PantryItem[] => k.items('sauce', 'sweetener', 'spice');
const mixSauce = (k: Kitchen): string => (sauceOf(k).length > 0 ? sentence(`stir ${k.the(sauceOf(k))} with ${k.spoonfuls(2)} water in ${k.bowlFor(2)}`) : '');
const WOK = 'a wok or large frying pan';

/** "Pour in the eggs and scramble for 2 minutes, until set, with no runny egg left (71 °C)...": never less, in any version. */
function scramble(k: Kitchen, how: string, after = ''): string {
  k.wait(EGG_MINUTES.scramble);
  return sentence(`${how} ${eggsCooked('scramble', k.units)}${after}`);
}

/** "Return the chicken to the pan and pour in the sauce, then toss for a minute, until everything is hot and glossy": counted, as said. */
function toss(k: Kitchen, what: string): string {
  k.wait(1);
  return sentence(`${what}, then toss for a minute, until everything is hot and glossy`);
}

function serve(k: Kitchen): string {
  const finish = k.items('herb', 'nut');
  const rice = k.items('grain');
  return seasonAnd(k, `serve${rice.length > 0 ? ` over ${k.the(rice)}` : ' straight away'}${finish.length > 0 ? `, scattered with ${k.the(finish)}` : ''}`);
}

/**
 * The usual stir-fry: everything in turns in a very hot pan, the protein and eggs set aside while
 * the vegetables cook. In one pot, the noodles or rice boil in that same pan first.
 */
function stirFrySteps(k: Kitchen, onePot = false): string[] {
  const proteins = k.items('protein');
  const eggs = k.items('egg');
  const noodles = k.items('noodle');
  // Kimchi and the like only warm through in the last toss.
  const pickles = k.items('pickle');
  // Everything that waited on the side goes back in with the sauce for a final toss.
  const back = [
    proteins.length + eggs.length > 0 ? `return ${k.the([...proteins, ...eggs])} to the pan` : '',
    noodles.length > 0 ? `add ${k.the(noodles)}` : '',
    pickles.length > 0 ? `add ${k.the(pickles)}` : '',
    sauceOf(k).length > 0 ? 'pour in the sauce' : '',
  ].filter(Boolean);
  if (onePot) {
    const pan = onePan(k, 'a wok', bases(k));
    return [
      [k.prep(k.used), mixSauce(k)].filter(Boolean).join(' '),
      baseFirst(k, bases(k), pan),
      ...wokSteps(k, back, pan(), true),
    ].filter((step) => step.trim() !== '');
  }
  // The water heats while everything is cut, and the wok is done while the rice or noodles cook.
  const [cookBases, water] = basesInWater(k, bases(k));
  const prep = [k.prep(k.used), mixSauce(k)].filter(Boolean).join(' ');
  // The wok goes on as the bases go into the water, as the steps say: not before it boils.
  water?.boiled();
  const [cooked, wok] = k.together(cookBases, () => wokSteps(k, back, WOK).filter((step) => step.trim() !== ''));
  return [
    water === undefined ? prep : `${water.said} ${meanwhile(prep)}`,
    cooked,
    ...wok.map((step, index) => (index === 0 ? whileCooking(k, bases(k), step) : step)),
  ].filter((step) => step.trim() !== '');
}

/** The wok's steps in `where`, from its heating to the last toss and serving, timed as they are written. */
function wokSteps(k: Kitchen, back: readonly string[], where: string, onePot = false): string[] {
  const proteins = k.items('protein');
  const eggs = k.items('egg');
  const heated = heat(k, where, '**high**', onePot);
  // Each batch or round goes through the wok from the meat to the bubbling liquid, and takes its time again.
  const [fried, rest] = inRounds(k, roundsIn(k, where, onePot), () => [
    proteins.length > 0 ? `${k.cook(proteins, { verb: 'stir-fry' })} Tip onto a plate.` : '',
    eggs.length > 0 ? scramble(k, `pour in ${k.the(eggs)} and scramble`, `, then tip out onto ${proteins.length > 0 ? 'the plate' : 'a plate'}`) : '',
    k.cook(k.items('aromatic'), { verb: 'stir-fry' }),
    k.cook(k.items('veg', 'greens', 'legume', 'fruit', 'extra'), { verb: 'stir-fry' }),
    k.cook(k.items('liquid'), { verb: 'let it bubble' }),
  ], roundWord(where, onePot));
  return [
    heated,
    ...withLast(fried, rest),
    back.length > 0 ? toss(k, listWords(back)) : '',
    serve(k),
  ];
}

/** Quicker: everything cut small and stir-fried in one go, nothing set aside, while the noodles or rice cook. */
const quicker: DishMethod = {
  steps(k) {
    const eggs = k.items('egg');
    const added = k.items('noodle', 'pickle');
    const poured = [k.has('liquid') ? k.the(k.items('liquid')) : '', sauceOf(k).length > 0 ? 'the sauce' : ''].filter(Boolean);
    const last = [added.length > 0 ? `add ${k.the(added)}` : '', poured.length > 0 ? `pour in ${listWords(poured)}` : ''].filter(Boolean);
    // Past what the hob's woks hold at once, what goes in them goes in rounds, each timed.
    const wokDone = (): string =>
      fry(
        k,
        WOK,
        () => {
          const inWok = k.items('protein', 'aromatic', 'veg', 'greens', 'legume', 'fruit', 'extra');
          const fried = inWok.length > 0 ? k.cook(inWok, { verb: 'stir-fry', minutes: cutSmall }) : '';
          const scrambled = eggs.length > 0 ? scramble(k, `push everything to one side, pour ${k.the(eggs)} into the space and scramble`) : '';
          return [fried, scrambled].filter(Boolean).join(' ');
        },
        '**high**',
      );
    // Rice alone cooks in the water it drinks, which boils in minutes: everything else is cut and
    // cooked while it does.
    const rice = k.items('noodle').length === 0 ? bases(k).filter(boilsInWater) : [];
    const cutUp = (): string => [prepSmall(k, k.used.filter((item) => !rice.includes(item))), mixSauce(k)].filter(Boolean).join(' ');
    if (rice.length > 0) {
      const [cooked, [prep, wok]] = k.together(
        () => [inMeasuredWater(k, rice), ...bases(k).filter((base) => !rice.includes(base)).map((base) => cookBase(k, base))].join(' '),
        () => [cutUp(), wokDone()],
      );
      return [cooked, meanwhile(prep), meanwhile(wok), last.length > 0 ? toss(k, listWords(last)) : '', serve(k)].filter((step) => step.trim() !== '');
    }
    // The water heats while everything is cut small, and the wok is done while the bases cook.
    const [cookBases, water] = basesInWater(k, bases(k));
    const prep = cutUp();
    water?.boiled();
    const [cooked, wok] = k.together(cookBases, wokDone);
    return [
      water === undefined ? prep : `${water.said} ${meanwhile(prep)}`,
      cooked,
      cooked === '' ? wok : whileCooking(k, bases(k), wok),
      last.length > 0 ? toss(k, listWords(last)) : '',
      serve(k),
    ].filter((step) => step.trim() !== '');
  },
};

/** One pot: the noodles or rice cook in the wok first, and wait in a bowl. */
const onePot: DishMethod = { applies: (k) => bases(k).length > 0, steps: (k) => stirFrySteps(k, true) };

/** Wok-fried protein and vegetables with a quick sauce, on noodles or rice. */
export const stirFry: Dish = {
  name: 'stir-fry',
  servings: 2,
  fries: true,
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
    'A glossy {dish} where {a} and {b} meet a very hot pan.',
    'Everything meets a very hot pan in turn, and the sauce turns it glossy in the last toss.',
    'A quick dinner: {a}, {b} and a punchy sauce.',
  ],
  adjectives: ['Quick', 'Sizzling', 'Speedy', 'Glossy'],
  tips: [
    'Have everything chopped before the pan goes on: a stir-fry moves too fast to prep as you go.',
    'Cook in two batches if your pan is small. Crowding it steams the food instead of searing it.',
    'A splash of water loosens a sauce that has turned sticky; a pinch of sugar softens one that is too salty.',
    'Day-old rice or noodles rinsed under cold water fry best: they are drier and do not clump.',
  ],
  steps: (k) => stirFrySteps(k),
  methods: { quicker, 'one-pot': onePot },
};
