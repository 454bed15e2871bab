import { Streamdown, defaultRemarkPlugins } from 'streamdown';
import { remarkDropHtml } from '../lib/remark-drop-html.ts';
import { recipeComponents } from './markdown-components.tsx';

// Streamdown's own markdown plugins (GFM and friends), then raw HTML out: the model writes markdown.
const remarkPlugins = [...Object.values(defaultRemarkPlugins), remarkDropHtml];

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
      components={recipeComponents}
      controls={false}
      linkSafety={{ enabled: false }}
      // No boxes that scroll on their own: tables and code grow with the page (see recipe.css).
      tableMaxHeight={0}
      codeBlockMaxHeight={0}
    >
      {text}
    </Streamdown>
  );
}
