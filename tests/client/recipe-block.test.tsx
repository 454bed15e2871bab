import { render } from '@testing-library/react';
import { memo } from 'react';
import { Lexer } from 'marked';
import { describe, expect, it, vi } from 'vitest';
import { Streamdown, defaultRemarkPlugins, type BlockProps } from 'streamdown';
import { recipeComponents } from '../../client/components/markdown-components.tsx';
import { RecipeBlock } from '../../client/components/recipe-block.tsx';
import { RecipeMarkdown } from '../../client/components/recipe-markdown.tsx';

// Every block streamdown renders, by its markdown, to see which parts of a recipe render again.
const renderedBlocks: string[] = [];
vi.mock('streamdown', async (importOriginal) => {
  const original = await importOriginal<typeof import('streamdown')>();
  const RealBlock = original.Block;
  // Memoised like the real one, so a block counts only when its props changed.
  const Block = memo((props: BlockProps) => {
    renderedBlocks.push(props.content);
    return <RealBlock {...props} />;
  });
  return { ...original, Block };
});

const STEP = 'Warm the oil over a medium heat, add the *garlic* and stir until **golden**.';
const method = (steps: number) => Array.from({ length: steps }, (_, index) => `${index + 1}. ${STEP}`).join('\n');

// Markup without the whitespace between tags, which differs between renderers and means nothing.
const markupOf = (text: string, withBlock: boolean) => {
  const { container, unmount } = render(
    <Streamdown
      mode="static"
      remarkPlugins={Object.values(defaultRemarkPlugins)}
      components={recipeComponents}
      {...(withBlock ? { BlockComponent: RecipeBlock, mode: 'streaming' as const } : {})}
    >
      {text}
    </Streamdown>,
  );
  const html = container.innerHTML.replace(/>\s+</g, '><');
  unmount();
  return html;
};

describe('lists in the recipe', () => {
  it('render as one list with an item per step', () => {
    const { container } = render(<RecipeMarkdown text={`### Steps\n\n${method(5)}\n\nEnjoy.`} streaming={false} />);
    expect(container.querySelectorAll('ol')).toHaveLength(1);
    expect(container.querySelectorAll('ol > li')).toHaveLength(5);
    expect(container.querySelector('ol > li')).toHaveTextContent(/^Warm the oil over a medium heat, add the garlic and stir until golden\.$/);
    expect(container.querySelector('ol > li em')).toHaveTextContent('garlic');
  });

  it.each([
    ['a tight numbered list', method(3)],
    ['a list that starts at 4', '4. Drain\n5. Toss\n6. Serve'],
    ['a loose list, items with two paragraphs', '- Chop the onion.\n\n  Keep the skins for stock.\n\n- Fry it slowly.'],
    ['a list inside a step', '1. Make the dressing:\n   - oil\n   - lemon\n2. Dress the leaves'],
    ['a bulleted list with bold and links', '- **200 g** pasta\n- basil from [the garden](https://garden.example)\n- salt'],
    ['a task list', '- [ ] buy lemons\n- [x] soak the beans'],
    ['a list with a code block in a step', '1. Mix:\n\n   ```\n   2 parts oil\n   ```\n2. Whisk'],
  ])('look the same as the whole list rendered at once: %s', (_, text) => {
    expect(markupOf(text, true)).toBe(markupOf(text, false));
  });

  it('re-render only the step being written as the method streams in', () => {
    const { rerender } = render(<RecipeMarkdown text={`${method(8)} Then`} streaming />);
    renderedBlocks.length = 0;
    rerender(<RecipeMarkdown text={`${method(8)} Then taste`} streaming />);
    expect(renderedBlocks).toEqual([`${STEP} Then taste`]);
  });

  it("split the method into its steps without reading every step's emphasis and links again", () => {
    const inline = vi.spyOn(Lexer.prototype, 'inlineTokens');
    render(<RecipeBlock content={method(8)} components={recipeComponents} index={0} isIncomplete={false} shouldParseIncompleteMarkdown={false} shouldNormalizeHtmlIndentation={false} />);
    // The steps are rendered, each read once by the renderer; marked only finds where each starts.
    expect(document.querySelectorAll('ol > li em')).toHaveLength(8);
    expect(inline).not.toHaveBeenCalled();
    inline.mockRestore();
  });
});

describe('a block with more marks than any recipe has', () => {
  it('is its plain text, as written, and the blocks around it are formatted', () => {
    const marks = '*a'.repeat(300);
    const { container } = render(<RecipeMarkdown text={`## Soup\n\n${marks}\n\n**Serves** 2`} streaming={false} />);
    const paragraphs = [...container.querySelectorAll('p')];
    expect(paragraphs.map((paragraph) => paragraph.textContent)).toEqual([marks, 'Serves 2']);
    expect(container.querySelectorAll('em')).toHaveLength(0);
    expect(container.querySelector('strong')).toHaveTextContent('Serves');
  });
});
