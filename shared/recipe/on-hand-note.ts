// What follows an amount that is everything the visitor said they have: the chef writes it, and
// scaling rewrites it, since a doubled "200 g" is no longer all they have.

/** The note after an amount that is all the visitor has: "Minced beef — 200 g (all you have)". */
export const ALL_YOU_HAVE = ' (all you have)';

/** The note once that amount is scaled: what they have, as the chef wrote it. */
export const youHave = (amount: string): string => ` (you have ${amount})`;
