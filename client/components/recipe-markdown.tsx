import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { Streamdown, defaultRehypePlugins, defaultRemarkPlugins, parseMarkdownIntoBlocks, type UrlTransform } from 'streamdown';
import { boundNesting } from '../../shared/recipe/markdown-bounds.ts';
import { remarkDropHtml } from '../lib/remark-drop-html.ts';
import { recipeComponents } from './markdown-components.tsx';
import { RecipeBlock } from './recipe-block.tsx';

// What is read out of a shown recipe comes in this chunk too: the allergy warning above it, and
// under it what you have and what to buy (read with the same markdown lexer). Arriving with the
// renderer, neither ever holds up a recipe on its own.
export { AllergyWarning } from './allergy-warning.tsx';
export { PantryCheck } from './pantry-check.tsx';
export { NutritionPanel } from './nutrition-panel.tsx';
export { RecipeActions } from './recipe-actions.tsx';
export { SharedRecipeNote } from './shared-recipe-note.tsx';

// Streamdown's own markdown plugins (GFM and friends), then raw HTML out (see remark-drop-html.ts).
const remarkPlugins = [...Object.values(defaultRemarkPlugins), remarkDropHtml];
type RehypePlugins = NonNullable<Parameters<typeof Streamdown>[0]['rehypePlugins']>;
// Streamdown's sanitising, then its link and image policy (rehype-harden): an image becomes its
// alt text, so nothing the model names is ever fetched, and a link opens in a new tab. No
// rehype-raw: with no raw HTML left, re-parsing the tree as HTML would find nothing.
const [harden] = defaultRehypePlugins.harden as [unknown, unknown];
const rehypePlugins = [
  defaultRehypePlugins.sanitize!,
  [harden, { allowedLinkPrefixes: ['*'], allowedImagePrefixes: [], linkBlockPolicy: 'text-only', imageBlockPolicy: 'text-only' }],
] as RehypePlugins;
// Only web addresses stay links. rehype-harden's "*" also passes a relative or protocol-relative
// path (as a link into this site) and mailto:, and its prefixes cannot say "any host" otherwise.
const webAddressesOnly: UrlTransform = (url) => (/^https?:\/\/[^/]/i.test(url) ? url : null);
// Links are limited to web addresses above; no confirmation dialog.
// Kept out of the render: Streamdown compares it by identity and a new object re-renders it all.
const linkSafety = { enabled: false };

interface RecipeMarkdownProps {
  text: string;
  streaming: boolean;
}

/**
 * Renders the recipe's markdown as it streams, finishing half-written syntax on the fly. Once the
 * text is whole it renders as written: an asterisk with no partner (a footnote mark) is the
 * model's, not a bold to close. Lists and quotes nested past reason are text, and a block with more
 * marks than any recipe's is shown as plain text (see markdown-bounds.ts and recipe-block.tsx).
 */
export function RecipeMarkdown({ text, streaming }: RecipeMarkdownProps) {
  return (
    <Streamdown
      className="recipe"
      mode="streaming"
      isAnimating={streaming}
      parseIncompleteMarkdown={streaming}
      remarkPlugins={remarkPlugins}
      rehypePlugins={rehypePlugins}
      urlTransform={webAddressesOnly}
      components={recipeComponents}
      BlockComponent={RecipeBlock}
      controls={false}
      linkSafety={linkSafety}
      // No boxes that scroll on their own: tables and code grow with the page (see recipe.css).
      tableMaxHeight={0}
      codeBlockMaxHeight={0}
    >
      {boundNesting(text)}
    </Streamdown>
  );
}

// The kinds of markdown a recipe is written in, one at a time.
const WARM_UP_SAMPLES = [
  'Soup.',
  '## Soup',
  '- salt\n- pepper',
  '1. Chop.\n2. Simmer.',
  'A **quick** and *easy* [one](https://example.com).',
  '> Tip: taste.\n\n---',
  '| Step | Time |\n| --- | --- |\n| Boil | 10 min |',
];

/** Renders `text` into an element that is never on the page, and returns the markup it made. */
function renderOffPage(text: string): string {
  const container = document.createElement('div');
  const root = createRoot(container);
  // As it renders while streaming, so the completion of half-written syntax is warmed too.
  flushSync(() => root.render(<RecipeMarkdown text={text} streaming />));
  const markup = container.innerHTML;
  root.unmount();
  return markup;
}

/**
 * The renderer's first use compiles and warms a great deal of parser code, a long task on a slow
 * phone. These steps do it ahead of time, off the page, one kind of markdown at a time, for
 * the page to run in quiet moments before a recipe starts: no one step holds the page for long,
 * and the recipe's first words do not pay for it.
 */
export const warmUpSteps: (() => unknown)[] = [
  () => parseMarkdownIntoBlocks(WARM_UP_SAMPLES.join('\n\n')),
  ...WARM_UP_SAMPLES.map((sample) => () => renderOffPage(sample)),
];
