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

  it('renders a finished recipe as written: a lone asterisk or underscores close nothing', () => {
    const recipe = 'Bake at 200 °C (180 °C fan*).\n\n- 1 tbsp chilli flakes\n- salt\n\n1. Cook it in window.__pan.\n2. Serve it.\n';
    const { container } = renderRecipe(recipe);
    expect([...container.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      '1 tbsp chilli flakes',
      'salt',
      'Cook it in window.__pan.',
      'Serve it.',
    ]);
    expect(container).toHaveTextContent('(180 °C fan*).');
  });
});

describe('the recipe renderer with hostile model output', () => {
  it.each([
    ['javascript:', '[tap](javascript:alert(document.cookie))'],
    ['JavaScript: in mixed case', '[tap](JaVaScRiPt:alert(1))'],
    ['entity-encoded javascript:', '[tap](&#106;avascript:alert(1))'],
    ['data:', '[tap](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['vbscript:', '[tap](vbscript:msgbox(1))'],
    ['file:', '[tap](file:///etc/passwd)'],
    ['relative', '[tap](/api/recipe)'],
    ['protocol-relative', '[tap](//evil.example/steal)'],
    ['reference-style javascript:', '[tap][x]\n\n[x]: javascript:alert(1)'],
  ])('keeps the words of a %s link but makes nothing clickable', (_name, markdown) => {
    const { container } = renderRecipe(markdown);
    expect(container.querySelector('a')).toBeNull();
    expect(container).toHaveTextContent('tap');
    expect(container.innerHTML).not.toMatch(/javascript:|vbscript:|data:text|file:|evil\.example|href/i);
  });

  it('makes an http(s) autolink a safe new-tab link', () => {
    renderRecipe('More at https://cooking.example/soup today.');
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', 'https://cooking.example/soup');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it.each([
    ['a script', '<script>window.pwned = 1</script>', 'script'],
    ['an event handler', '<div onmouseover="window.pwned = 1">Hover</div>', '[onmouseover]'],
    ['an SVG with onload', '<svg onload="window.pwned = 1"><circle r="4"/></svg>', 'svg'],
    ['an iframe', '<iframe src="https://evil.example/"></iframe>', 'iframe'],
    ['a form that posts elsewhere', '<form action="https://evil.example/"><input name="q"><button>Go</button></form>', 'form, input, button'],
    ['a style that hides the page', '<style>body { display: none }</style>', 'style'],
    ['an inline style overlay', '<div style="position:fixed;inset:0;z-index:9999">Win a prize</div>', '[style]'],
    ['an object', '<object data="https://evil.example/x.swf"></object>', 'object, embed'],
    ['a meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example/">', 'meta'],
    ['a link tag', '<link rel="stylesheet" href="https://evil.example/x.css">', 'link'],
    ['a base tag', '<base href="https://evil.example/">', 'base'],
    ['an HTML anchor to javascript:', '<a href="javascript:alert(1)">tap</a>', 'a'],
  ])('never renders %s from the model', (_name, html, selector) => {
    const { container } = renderRecipe(`## Soup\n\nStir well.\n\n${html}\n\nServe hot.`);
    expect(container.querySelector(selector)).toBeNull();
    expect(container.innerHTML).not.toMatch(/evil\.example|javascript:|pwned|display: none|position:fixed/i);
    expect(container).toHaveTextContent('Serve hot.');
    expect((window as { pwned?: number }).pwned).toBeUndefined();
  });

  it('loads no image, not even through a reference-style image or an autolinked picture address', () => {
    const { container } = renderRecipe('![pixel][p]\n\n[p]: https://evil.example/?q=secret\n\nSee https://evil.example/cat.png');
    expect(container.querySelector('img, picture, source, video, audio')).toBeNull();
    expect(container).toHaveTextContent('pixel');
  });
});
