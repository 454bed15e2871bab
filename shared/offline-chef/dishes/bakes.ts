// What every way of making a bake shares: what the cupboard bakes into, in what proportions, and
// the sentences that put it together.
import { named } from '../dish.ts';
import type { Kitchen } from '../kitchen.ts';
import type { PantryItem, Role } from '../pantry-items.ts';
import { sentence } from '../prose.ts';
import { FLOURS } from '../signals.ts';
import { paperCases, squareTins } from './bake-tins.ts';

/** A liquid fat: olive oil, sunflower oil, melted coconut oil is still oil. */
// Butter creamed with sugar until pale holds air; oil is only whisked smooth.
const CREAM_MINUTES = { butter: 5, oil: 2 } as const;

const isOil = (item: PantryItem): boolean => /\boil\b/.test(item.entry?.name ?? item.text);

/** What a bake is built on: a flour, or oats and the like. */
export const isBase = (item: PantryItem): boolean => named([item], FLOURS).length > 0 || item.role === 'grain';

export const isChocolate = (item: PantryItem): boolean => item.entry?.name === 'chocolate' || item.entry?.name === 'cocoa';

/** What the cupboard bakes into, by what holds it together. */
export type Bake = 'crumble' | 'brownies' | 'flapjacks' | 'shortbread' | 'cake';

export function bakeOf(used: readonly PantryItem[]): Bake {
  const has = (role: Role): boolean => used.some((item) => item.role === role);
  const flour = named(used, FLOURS).length > 0;
  // No eggs to bind a cake, but fruit to bake: a crumble.
  if (has('fruit') && !has('egg')) return 'crumble';
  if (has('egg')) return used.some(isChocolate) ? 'brownies' : 'cake';
  // Without eggs, oats and butter make flapjacks, and flour with butter alone, shortbread.
  if (!flour) return 'flapjacks';
  return has('dairy') || has('liquid') ? 'cake' : 'shortbread';
}

/**
 * How a cook tells a bake with eggs in it is cooked through, and so safe: a skewer from the middle
 * comes out clean, or for brownies, which stay fudgy, with moist crumbs but no wet batter.
 */
export const BAKED = {
  cake: 'a skewer pushed into the middle comes out clean',
  brownies: 'the top is set and a skewer pushed into the middle comes out with moist crumbs but no wet batter',
} as const;

/** What each bake is called in a title. */
export const NOUNS: Readonly<Record<Bake, string>> = { crumble: 'Crumble', brownies: 'Brownies', flapjacks: 'Flapjacks', shortbread: 'Shortbread', cake: 'Cake' };

/**
 * How much of each part a 20 cm tin (or a crumble for six) takes, against a serving of each:
 * flour, oats and the like share `base`, the sweeteners share `sweetener` and the fats `fat`,
 * so two sugars make one cake's worth of sugar, not two.
 */
const PROPORTIONS: Readonly<Record<Bake, Readonly<Partial<Record<Role | 'base' | 'chocolate', number>>>>> = {
  cake: { base: 1, sweetener: 2, fat: 2, egg: 1 / 3, dairy: 0.15, liquid: 0.15, fruit: 0.5, veg: 1 / 3, spice: 1 / 3, sauce: 1 / 3 },
  brownies: { base: 0.5, sweetener: 2, fat: 2, chocolate: 1.5, egg: 1 / 3, dairy: 0.15, liquid: 0.15, fruit: 0.5, veg: 1 / 3, spice: 1 / 3, sauce: 1 / 3 },
  crumble: { base: 0.8, sweetener: 1.33, fat: 1.25, fruit: 1, dairy: 0.5, liquid: 0.15, spice: 1 / 3, veg: 1 / 3, sauce: 1 / 3 },
  flapjacks: { base: 1, sweetener: 1.5, fat: 1.5, fruit: 0.5, spice: 1 / 3, sauce: 1 / 3 },
  shortbread: { base: 1, sweetener: 0.8, fat: 1.45, spice: 1 / 3, sauce: 1 / 3 },
};

/**
 * The milk or other liquid a cake with eggs takes, against a serving: the eggs wet the batter, and
 * a splash loosens it, about 3 tbsp to a 20 cm tin. More curdles the creamed butter and eggs and
 * gives a slack batter that sinks; a cake without eggs keeps its milk, which binds it.
 */
const SPONGE_SPLASH = 0.05;

const loosens = (item: PantryItem): boolean => item.role === 'dairy' || item.role === 'liquid';

/** How much of a serving's worth of an item the bake takes (see PROPORTIONS). */
export function scaleOf(item: PantryItem, k: Kitchen): number {
  const bake = bakeOf(k.used);
  const share = PROPORTIONS[bake];
  const shared = (part: number, among: readonly PantryItem[]): number => part / Math.max(1, among.length);
  if (bake === 'cake' && loosens(item) && k.has('egg')) return shared(SPONGE_SPLASH, k.used.filter(loosens));
  if (isBase(item)) return shared(share.base ?? 1, k.used.filter(isBase));
  if (item.role === 'sweetener' || item.role === 'fat') return shared(share[item.role] ?? 1, k.items(item.role));
  if (item.entry?.name === 'chocolate') return share.chocolate ?? 1;
  return share[item.role] ?? 1;
}

/** The parts of a bake and the sentences that make it, whichever way it is cooked. */
export function bakeParts(k: Kitchen) {
  const bake = bakeOf(k.used);
  const base = k.used.filter(isBase);
  const sweetener = k.items('sweetener');
  const fat = k.items('fat');
  // Butter from the fridge will not beat into sugar: a fat that sets is softened first.
  const beaten = fat.map((item) => (isOil(item) ? item : { ...item, text: `softened ${item.text}` }));
  const stirIn = [...k.items('fruit', 'nut', 'veg', 'extra'), ...k.used.filter((i) => i.entry?.name === 'chocolate')];
  const dry = [...k.items('baking', 'spice', 'season', 'grain').filter((i) => !stirIn.includes(i))];
  const wet = k.items('egg', 'dairy', 'liquid', 'sauce');
  const paper = k.say('baking paper', 'parchment paper');
  // A crumble's fruit, and what flavours it.
  const flavour = k.items('spice', 'sauce', 'baking', 'liquid').filter((item) => !isBase(item));
  // A third of the sugar goes on the fruit and the rest into the crumble, in whichever order the way of cooking meets them.
  const fruit = `${k.the(k.items('fruit', 'veg', 'extra'))} with ${k.share(sweetener, 1 / 3)}${flavour.length > 0 ? ` and ${k.the(flavour)}` : ''}`;
  return {
    bake,
    stirIn,
    dry,
    wet,
    fruit,
    paper,
    /**
     * The tins that hold what one `cm` tin holds for six, lined: "line an 18 cm square tin with
     * baking paper". A batter too little for the smallest goes into paper cases; a bake that
     * is pressed in (flapjacks, shortbread) is only a little thinner in the smallest tin.
     */
    lineTins: (cm: number, pressed = false) => {
      const tins = squareTins(k, cm, pressed);
      return tins === null ? { ...paperCases(k), cases: true } : { ...tins, line: `line ${tins.text} with ${paper}`, cases: false };
    },
    rubIn: sentence(
      `rub ${k.the(fat)} into ${k.the([...base, ...k.items('season')])} with your fingertips until it looks like rough crumbs, then stir in ${k.share(sweetener)}${k.has('nut') ? ` and ${k.the(k.items('nut'))}` : ''}`,
    ),
    serveWarm: (standing: string) => sentence(`${standing}serve warm${k.has('dairy') ? ` with ${k.the(k.items('dairy'))}` : ''}`),
    melt: (where: string) => sentence(`melt ${k.the([...fat, ...sweetener, ...k.items('sauce')])} together in ${where} over a low heat, stirring, until the sugar has dissolved`),
    coat: sentence(`take the pan off the heat and stir in ${k.the([...dry, ...stirIn])} until every oat is coated`),
    beatSmooth: sentence(`beat ${k.the([...beaten, ...sweetener, ...k.items('sauce')])} together until smooth`),
    workIn: sentence(`work in ${k.the([...dry, ...stirIn])} with your hands until it comes together in a ball`),
    // Oil cannot hold air as butter does: it is whisked smooth, not creamed.
    cream: fat.some(isOil)
      ? sentence(`whisk ${k.the([...fat, ...sweetener])} together for ${CREAM_MINUTES.oil} minutes, until smooth`)
      : sentence(`beat ${k.the([...beaten, ...sweetener])} together for ${CREAM_MINUTES.butter} minutes, until pale and fluffy`),
    /** The minutes the cream step says. */
    creamMinutes: fat.some(isOil) ? CREAM_MINUTES.oil : CREAM_MINUTES.butter,
    beatIn: wet.length > 0 ? sentence(`beat in ${k.the(wet)}, a little at a time`) : '',
    foldIn: sentence(`fold in ${k.the(dry)} until just combined${stirIn.length > 0 ? `, then stir through ${k.the(stirIn)}` : ''}`),
    allInOne: sentence(`beat ${k.the([...beaten, ...sweetener, ...wet, ...dry])} together for 2 minutes, until smooth${stirIn.length > 0 ? `, then stir through ${k.the(stirIn)}` : ''}`),
  };
}
