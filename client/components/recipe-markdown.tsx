import { Streamdown, defaultRehypePlugins, defaultRemarkPlugins } from 'streamdown';
import { remarkDropHtml } from '../lib/remark-drop-html.ts';
import { recipeComponents } from './markdown-components.tsx';
import { RecipeBlock } from './recipe-block.tsx';

// Streamdown's own markdown plugins (GFM and friends), then raw HTML out: the model writes markdown.
const remarkPlugins = [...Object.values(defaultRemarkPlugins), remarkDropHtml];
// With no raw HTML left, re-parsing the tree as HTML (rehype-raw) finds nothing, yet it was a
// sixth of the work of every render; sanitising stays as a second guard.
const rehypePlugins = [defaultRehypePlugins.sanitize!];
// Links are already limited to web addresses (markdown-components.tsx); no confirmation dialog.
// Kept out of the render: Streamdown compares it by identity and a new object re-renders it all.
const linkSafety = { enabled: false };

interface RecipeMarkdownProps {
  text: string;
  streaming: boolean;
}

/** Renders the recipe's markdown as it streams, finishing half-written syntax on the fly. */
export function RecipeMarkdown({ text, streaming }: RecipeMarkdownProps) {
  return (
    <Streamdown
      className="recipe"
      mode="streaming"
      isAnimating={streaming}
      parseIncompleteMarkdown
      remarkPlugins={remarkPlugins}
      rehypePlugins={rehypePlugins}
      components={recipeComponents}
      BlockComponent={RecipeBlock}
      controls={false}
      linkSafety={linkSafety}
      // No boxes that scroll on their own: tables and code grow with the page (see recipe.css).
      tableMaxHeight={0}
      codeBlockMaxHeight={0}
    >
      {text}
    </Streamdown>
  );
}
