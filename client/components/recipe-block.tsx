import { memo, useMemo, type ReactNode } from 'react';
import { Block, type BlockProps, type Components } from 'streamdown';
import { hasTooManyMarks } from '../../shared/recipe/markdown-bounds.ts';
import { listOf } from '../../shared/recipe/list-block.ts';

// In a tight list markdown puts an item's text straight into its <li>; on its own the same text
// would become a paragraph, so for those items a paragraph renders as just its contents.
const tightCache = new WeakMap<Components, Components>();
const Unwrapped = ({ children }: { children?: ReactNode }) => <>{children}</>;
function tight(components: Components | undefined): Components {
  const base = components ?? {};
  let found = tightCache.get(base);
  if (!found) tightCache.set(base, (found = { ...base, p: Unwrapped as Components['p'] }));
  return found;
}

/**
 * Streamdown's block, except that a list renders item by item. Streamdown re-renders the block
 * that is still growing on every update; a recipe's method is usually one long list, so without
 * this every new word re-parsed the whole method, a long task on a slow phone. Item by
 * item, only the item being written is parsed again, and the page still gets one list. A block
 * with more marks than any recipe's is its plain text.
 */
export const RecipeBlock = memo(function RecipeBlock(props: BlockProps) {
  const plain = useMemo(() => hasTooManyMarks(props.content), [props.content]);
  const list = useMemo(() => (plain ? undefined : listOf(props.content)), [plain, props.content]);
  // Thousands of marks in one block cost the parsers time that grows with their square, and no
  // recipe writes them (a host stuck in a loop does): its text, as written, without formatting.
  if (plain) return <p className="whitespace-pre-wrap break-words">{props.content.trimEnd()}</p>;
  if (!list) return <Block {...props} />;
  const components = list.loose ? props.components : tight(props.components);
  const items = list.items.map((item, index) => (
    <li key={index}>
      <Block {...props} components={components} content={item.text} index={index} />
    </li>
  ));
  if (!list.ordered) return <ul>{items}</ul>;
  return <ol start={list.start === '' || list.start === 1 ? undefined : list.start}>{items}</ol>;
});
