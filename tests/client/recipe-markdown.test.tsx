import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RecipeMarkdown } from '../../client/components/recipe-markdown.tsx';

const renderRecipe = (text: string, streaming = false) =>
  render(<RecipeMarkdown text={text} streaming={streaming} />);

describe('the recipe renderer', () => {
  it('renders bold as <strong> and emphasis as <em>', () => {
    const { container } = renderRecipe('Use **ripe** tomatoes and *fresh* basil.');
    expect(container.querySelector('strong')).toHaveTextContent('ripe');
    expect(container.querySelector('em')).toHaveTextContent('fresh');
  });

  it("demotes a model's top-level heading below the page's own h1", () => {
    renderRecipe('# Tomato soup\n\nSimple.');
    expect(screen.getByRole('heading', { level: 2, name: 'Tomato soup' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('shows the alt text of a markdown image instead of loading it', () => {
    const { container } = renderRecipe(
      'Plate it up.\n\n![A bowl of soup](https://images.example/soup.png)\n',
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('A bowl of soup')).toBeInTheDocument();
  });

  it('loads no image named in raw HTML, or by a data or relative address either', () => {
    const { container } = renderRecipe(
      [
        'Before.',
        '<img src="http://tracker.example/pixel.gif" alt="pixel">',
        '<picture><source srcset="https://images.example/a.webp"></picture>',
        '![inline](data:image/png;base64,iVBORw0KGgo=) and ![local](/logo.svg)',
      ].join('\n\n'),
    );
    expect(container.querySelector('img, source, picture')).toBeNull();
    expect(container.innerHTML).not.toMatch(/https?:\/\/|data:image|logo\.svg/);
    expect(container).toHaveTextContent('local');
  });

  it('opens a link in a new tab without handing over the page', () => {
    renderRecipe('See [the method](https://cooking.example/soup).');
    const link = screen.getByRole('link', { name: 'the method' });
    expect(link).toHaveAttribute('href', 'https://cooking.example/soup');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('keeps the words of a javascript: link but not the link', () => {
    const { container } = renderRecipe('[click me](javascript:alert(1))');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(container.innerHTML).not.toContain('javascript:');
    expect(container).toHaveTextContent('click me');
  });

  it('drops raw HTML tags but keeps the words between them', () => {
    const { container } = renderRecipe('Stir <b>well</b> and <script>alert(1)</script>serve.');
    expect(container.querySelector('b, script')).toBeNull();
    expect(container).toHaveTextContent('Stir well and alert(1)serve.');
    expect(container.textContent).not.toContain('<');
  });

  it('finishes half-streamed emphasis instead of showing the asterisks', () => {
    const { container } = renderRecipe('Stir **gently', true);
    expect(container.querySelector('strong')).toHaveTextContent('gently');
    expect(container.textContent).not.toContain('**');
  });
});
