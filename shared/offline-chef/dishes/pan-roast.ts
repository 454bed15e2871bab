import type { DishMethod } from '../dish.ts';
import { heat, inRounds, roundsIn } from '../dish.ts';
import type { Kitchen } from '../kitchen.ts';
import { sentence } from '../prose.ts';
import { safeCooking } from '../safe-cooking.ts';
import { ROAST_LEFTOVERS, roastParts, wholeChops } from './roasting.ts';

// A wide frying pan holds in one layer half what a tray does, and a tray the traybake's own
// servings: past that share of them, the pan roast needs two pans.
const TRAY_IN_ONE_PAN = 0.5;

/** A roast without an oven: a wide pan (two past half a tray's worth), lid on to cook everything through, lid off to brown it. */
export const panRoast: DishMethod = {
  // As many names as the oven's, so the title's other choices fall the same way; a skillet is the US word.
  noun: (k) => k.pick(['Pan Roast', k.say('Pan Roast', 'Skillet Roast')]),
  // The name says it is cooked in a pan; it needs no other mark.
  title: (title) => title,
  intros: [
    'A wide pan on the {hob}, and {a} and {b} turn golden at the edges while you do something else.',
    'Hardly any washing up: everything cooks together, lid on to soften and lid off to brown.',
    'All the colour of a roast from a pan on the {hob}; the only trick is adding things in the right order.',
  ],
  tips: [
    'Use your widest pan and give everything room: crowded pieces steam instead of browning.',
    'Cut everything that goes in at the same time to about the same size, so it cooks evenly.',
    ROAST_LEFTOVERS,
  ],
  steps(k) {
    const { tray: all, rub, strips, sauceStep, bubble, serve } = roastParts(k);
    // Fish is done in the minutes it takes under the lid: browned 5 minutes more, it dries to
    // flakes. It goes on once the rest has browned, under the lid again, and is served done.
    const fish = all.filter((item) => item.entry?.category === 'seafood');
    const tray = all.filter((item) => !fish.includes(item));
    // A pan for each half tray's worth, never fewer than the kitchen's: crowded, it steams rather
    // than browns (see heat()). Past two, the hob takes them in rounds, each taking its time again.
    const pans = Math.max(k.pans, Math.ceil(k.portions / TRAY_IN_ONE_PAN));
    const twoPans = pans > 1;
    const inPans: Kitchen = { ...k, crowded: twoPans, pans };
    const where = 'a wide frying pan with a lid';
    const rounds = roundsIn(inPans, where);
    const flavour = rub.filter((item) => item.role !== 'fat');
    // The rest strips of meat need after their browning before they are served.
    k.wait(Math.max(0, ...strips.map((item) => safeCooking(item)?.restMinutes ?? 0)));
    // Thin strips need only the last few minutes, lid off; the rest cooks under the lid, and the
    // cook is told it is done once the browning, its last cooking, is over.
    const added = [flavour.length > 0 ? `stir in ${k.the(flavour)}` : '', strips.length > 0 ? `add ${k.the(strips)}` : ''].filter(Boolean);
    const browned = sentence(
      `take off the ${twoPans ? 'lids' : 'lid'}${added.map((one) => `, ${one}`).join('')}, turn up the heat and fry for 5 minutes more, turning now and then, until golden at the edges`,
    );
    const prep = k.prep(wholeChops(k.used));
    const heated = heat(inPans, where, 'medium');
    // Each round: under the lid, five minutes' browning, then any fish.
    // Without an oven nothing keeps a round hot: each is served as it is done.
    const [[covered, fished], rest] = inRounds(k, rounds, () => {
      const under = k.cook(tray, { together: 2, doneLater: true, lead: (names) => `add ${names} with a good pinch of salt, cover` });
      k.wait(5);
      return [under, k.cook(fish, { lead: (names) => `turn the heat down to medium, lay ${names} on top, cover again` })];
    }, 'round', 'Cook', 'served');
    return [
      prep,
      `${heated} ${covered}`,
      [browned, bubble(twoPans ? 'the pans' : ''), k.done([...tray, ...strips]), fished === '' ? rest : ''].filter(Boolean).join(' '),
      fished === '' ? '' : `${fished} ${rest}`.trim(),
      sauceStep,
      serve(twoPans ? 'pans' : 'pan', []),
    ].filter((step) => step.trim() !== '');
  },
};
