// What an ingredient line of a recipe names, without its amount or how it is prepared, so it can
// be held against the visitor's list and written on a shopping list.

const NUMBER = String.raw`(?:\d+\/\d+|\d+(?:[.,]\d+)?(?:\s+\d\/\d)?|[½⅓⅔¼¾⅛])[½⅓⅔¼¾⅛]?`;
const AMOUNT = String.raw`(?:about|approx\.?|approximately|around|roughly)?\s*${NUMBER}(?:\s*(?:-|–|to)\s*${NUMBER})?`;
const UNITS = [
  'g', 'gr', 'grams?', 'kg', 'kilos?', 'kilograms?', 'mg', 'ml', 'millilitres?', 'milliliters?', 'cl', 'dl', 'l', 'litres?', 'liters?',
  'oz', 'ounces?', 'lbs?', 'pounds?', 'fl oz', 'tbsps?', 'tbs', 'tablespoons?', 'tsps?', 'teaspoons?', 'cups?', 'pints?', 'quarts?',
  'cloves?', 'cans?', 'tins?', 'jars?', 'packets?', 'packs?', 'packages?', 'bottles?', 'cartons?', 'bags?', 'boxes', 'box',
  'pinch(?:es)?', 'handfuls?', 'bunch(?:es)?', 'dash(?:es)?', 'splash(?:es)?', 'drizzle', 'knobs?', 'sprigs?', 'stalks?', 'sticks?',
  'heads?', 'slices?', 'pieces?', 'fillets?', 'rashers?', 'sheets?', 'leaves', 'bulbs?', 'inch(?:es)?', 'cm', 'mm',
  'large', 'medium', 'small', 'big', 'whole', 'heaped', 'level', 'generous', 'scant', String.raw`\p{L}+-sized?`, 'thumbs?',
].join('|');
// An amount with its units at the start: "2 tbsp", "1 (15 oz) can", "One 14-oz can", "a handful of",
// and the ways hosts give two: "200g/7oz", "2 x 400g tins", "1 tbsp + 1 tsp", "1 cup plus 2 tbsp".
const LEADING_AMOUNT = new RegExp(
  String.raw`^(?:(?:${AMOUNT}|(?:a few|a couple of|a little|half|an?|one|two|three|four|five|six|some|plus|x|${UNITS})\b|\([^)]*\)|of\b|[-./+×])\s*)+`,
  'iu',
);
// "Juice of 1 lemon", "Zest and juice of 1 lime": the fruit is what the line asks for.
const PART_OF = /^(?:the\s+)?(?:finely\s+)?(?:grated\s+)?(?:zest|juice|rind)(?:\s+and\s+(?:zest|juice))?\s+(?:of|from)\s+/iu;
// "boneless, skinless chicken thighs": a comma between two words for one cut, not before its preparation.
const CUT_COMMA = /\b(boneless|skinless|bone-in|skin-on),\s*/giu;
// What follows a name: how to prepare it, or how much ("to taste", "for serving"). It starts only
// where a run of spaces does: from each space of a long run, it would read the run again.
const TAIL = /(?<!\s)\s*(?:,|;|\bto (?:taste|season)\b|\bfor (?:serving|garnish|the table|frying|greasing|dusting)\b|\boptional\b|\bif you like\b|\bplus extra\b).*$/iu;
// "Chicken — 300 g", "Pasta: 200 g": the name first and its amount after a dash or a colon.
const NAME_THEN_AMOUNT = /^(.+?)\s*(?:\s[—–-]\s|:\s)\s*(.+)$/u;

// Marks left at the end of a name ("Chicken:", "eggs -"). It starts only where a run of them
// does: from each mark of a long run, it would read the run to its end again.
const TRAILING_MARKS = /(?<![\s.:*-])[\s.:*-]+$/;

/** Each note in brackets as a space: "1 (400 g) tin" -> "1   tin". */
function withoutNotes(text: string): string {
  // A "(" after the last ")" closes nowhere; left out of the search, since /\([^)]*\)/ would read
  // from each one to the end of the text.
  const end = text.lastIndexOf(')') + 1;
  return text.slice(0, end).replace(/\([^)]*\)/g, ' ') + text.slice(end);
}

/**
 * The name an ingredient line gives, without amount, units, notes in brackets or preparation after
 * a comma; its words as written otherwise.
 * @example ingredientName("2 tbsp olive oil") // "olive oil"
 * @example ingredientName("3 eggs, beaten") // "eggs"
 * @example ingredientName("Chicken — 300 g") // "Chicken"
 */
export function ingredientName(line: string): string {
  let text = line.replace(/\s+/g, ' ').trim();
  const split = NAME_THEN_AMOUNT.exec(text);
  // Whichever side has no amount at its start is the name ("300 g – pasta" has it after).
  if (split) text = LEADING_AMOUNT.test(split[1] ?? '') && !LEADING_AMOUNT.test(split[2] ?? '') ? (split[2] ?? '') : (split[1] ?? '');
  text = text.replace(PART_OF, '');
  // "4 cloves" names the spice: with nothing left after the amount, the unit was the name.
  text = text.replace(LEADING_AMOUNT, '') || text.replace(new RegExp(String.raw`^${AMOUNT}\s*`, 'iu'), '');
  text = withoutNotes(text).replace(CUT_COMMA, '$1 ').replace(TAIL, '');
  return text.replace(/\s+/g, ' ').replace(/^[\s.*-]+/, '').replace(TRAILING_MARKS, '');
}

/**
 * The line as it goes on a shopping list: its amount and name, without preparation or notes.
 * @example shoppingLine("3 eggs, beaten") // "3 eggs"
 * @example shoppingLine("Rice — 150 g (you have this)") // "Rice — 150 g"
 */
export function shoppingLine(line: string): string {
  // Each pattern starts only where a run of spaces does, and the tail is everything after the first
  // comma, line breaks too: tried from each space of a run, or from each comma before a line break,
  // they would read the rest of a long line again and again.
  return line
    .replace(/(?<!\s)\s*\((?:you have this|optional)\)/giu, '')
    .replace(/(?<!\s)\s*(?:,|;)\s.*$/su, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The ingredients a name stands for: "Salt and pepper" -> ["Salt", "pepper"], "butter or oil" ->
 * ["butter", "oil"].
 */
export function namesIn(name: string): string[] {
  // A separator starts at its "/" or where a run of spaces does, so a long run is read once.
  return name
    .split(/(?<!\s)\s+(?:and|or|&|\+)\s+|(?:(?<!\s)\s+)?\/\s*/iu)
    .map((part) => part.trim())
    .filter(Boolean);
}
