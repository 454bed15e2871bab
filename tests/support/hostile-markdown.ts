import fc from 'fast-check';

// Recipes written in every corner of markdown where two parsers may part ways: bullets of three
// kinds mixed, "1)" lists, items apart by blank lines or with a second paragraph, lines that
// continue an item lazily, nested lists, setext headings, indented code, HTML blocks, tables,
// tabs and CRLF line ends.

const FOODS = [
  '200 g rice', '2 eggs', '1 tbsp olive oil', 'Salt — to taste', '3 cloves garlic', '½ lemon, juiced', '400 ml stock', 'A handful of basil',
  // Inline marks, entities, escapes, HTML, an image, a link and a hard break inside an item.
  '**200 g** rice', 'Salt &amp; pepper', 'A <b>big</b> onion', '![a photo](https://images.example/egg.png) 2 eggs', 'Salt \\* pepper',
  '[Basil](https://example.com) leaves', '1 tbsp oil  \nfor frying', '`2 tsp` cumin', 'Rice<br>washed', '2 eggs &lt;large&gt;',
];
const ACTIONS = ['Boil the rice for 12 minutes.', 'Fry the garlic until golden.', 'Whisk the eggs.', 'Season and serve.', 'Simmer for 10 minutes.'];

/** How one item is marked and followed. */
interface ItemStyle {
  marker: string;
  gap: string;
  after: string;
  tab: boolean;
}

const itemStyle: fc.Arbitrary<ItemStyle> = fc.record({
  marker: fc.constantFrom('-', '*', '+', '1.', '1)', '2.', '10)'),
  gap: fc.constantFrom('', '', '\n'),
  // What follows the item's line (see AFTER).
  after: fc.constantFrom('', '', 'lazy', 'second paragraph', 'nested', 'tab nested', 'deep', 'underline', 'heading', 'quote', 'fence'),
  tab: fc.boolean(),
});

/**
 * What may follow an item's line, for an item whose words start `indent` in: a lazy line, a second
 * paragraph, a nested list (one indented by a tab), a line indented as code, an underline, a
 * heading, a quote or a fence within the item. A heading is "##": the page shows "#" and "##"
 * alike (its own h1 is above the recipe), so only a deeper one is told apart on the page.
 */
const AFTER: Readonly<Record<string, (indent: string) => string>> = {
  '': () => '',
  lazy: () => '\nstirred in at the end',
  'second paragraph': (indent) => `\n\n${indent}Keep some back for the top.`,
  nested: (indent) => `\n${indent}- finely chopped\n${indent}- or grated`,
  'tab nested': () => '\n\t- 1 tsp salt',
  deep: () => '\n\n        a line indented deeper than any item',
  underline: (indent) => `\n${indent}---`,
  heading: (indent) => `\n${indent}## Not a part`,
  quote: (indent) => `\n${indent}> kept cold`,
  fence: (indent) => `\n${indent}\`\`\`\n${indent}fenced\n${indent}\`\`\``,
};

/** The items, each marked and followed in the style its place picks (the styles taken in turn). */
const itemsOf = (texts: readonly string[], styles: readonly ItemStyle[]): string =>
  texts
    .map((text, index) => {
      const style = styles[index % styles.length]!;
      const indent = ' '.repeat(style.marker.length + 1);
      const extra = AFTER[style.after]?.(indent) ?? '';
      return `${style.marker}${style.tab ? '\t' : ' '}${text}${extra}${style.gap}`;
    })
    .join('\n');

const heading = (name: string) => fc.constantFrom(`## ${name}`, `### ${name}`, `${name}\n${'-'.repeat(name.length)}`, `**${name}:**`, `${name}:`);

/** Something between the parts: an HTML block, indented code, a table, a quote, a rule, or a line of prose. */
const interlude = fc.constantFrom(
  '',
  '<div class="note">\nKeep the pan hot.\n</div>',
  '    code indented four spaces\n    - not an item',
  '| Ingredient | Amount |\n| --- | --- |\n| Rice | 200 g |',
  '> Tip: taste as you go.\n> - a quoted item',
  '<!-- a comment -->',
  'A note in plain words.\n- an item straight after it',
  '1. An item straight after a heading-like line',
);

/** A whole hostile recipe: a title, servings, an ingredient list and a method, each in one of many forms. */
export const hostileMarkdown: fc.Arbitrary<string> = fc
  .record({
    title: fc.constantFrom('# Hostile Soup', 'Hostile Soup\n============', '**Hostile Soup**'),
    ingredientsHead: heading('Ingredients'),
    stepsHead: heading('Method'),
    foods: fc.shuffledSubarray(FOODS, { minLength: 1 }),
    actions: fc.shuffledSubarray(ACTIONS, { minLength: 1 }),
    foodStyles: fc.array(itemStyle, { minLength: 1, maxLength: 4 }),
    actionStyles: fc.array(itemStyle, { minLength: 1, maxLength: 4 }),
    before: interlude,
    between: interlude,
    after: interlude,
    crlf: fc.boolean(),
  })
  .map((recipe) => {
    const text = [
      recipe.title,
      'Serves 2',
      recipe.before,
      recipe.ingredientsHead,
      itemsOf(recipe.foods, recipe.foodStyles),
      recipe.between,
      recipe.stepsHead,
      itemsOf(recipe.actions, recipe.actionStyles),
      recipe.after,
    ]
      .filter(Boolean)
      .join('\n\n');
    return recipe.crlf ? text.replace(/\n/g, '\r\n') : `${text}\n`;
  });
