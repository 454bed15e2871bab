import type { Components, ExtraProps } from 'streamdown';
import type { JSX } from 'react';

type PropsOf<Tag extends keyof JSX.IntrinsicElements> = JSX.IntrinsicElements[Tag] & ExtraProps;

// Streamdown hands every renderer the syntax-tree node; it must not reach the DOM as an attribute.
const withoutNode = <Props extends ExtraProps>({ node, ...rest }: Props) => {
  void node;
  return rest;
};

// Only web addresses become links. Anything else (javascript:, data:, vbscript:, file:, a
// relative or protocol-relative path, or streamdown's pseudo address for a link whose target has
// not streamed in yet) stays as its words.
const isWebAddress = (href: string | undefined): href is string => {
  if (!href || !/^https?:\/\//i.test(href)) return false;
  try {
    return ['http:', 'https:'].includes(new URL(href).protocol);
  } catch {
    return false;
  }
};

/**
 * Plain semantic elements for the recipe, styled by the page's own stylesheet. Streamdown's
 * defaults render bold as a span and images as remote loads; these render <strong>, and an
 * image as its alt text so nothing the model names is ever fetched.
 */
export const recipeComponents: Components = {
  // The page already has its h1; a model's top heading is the recipe's title, one level down.
  h1: (props: PropsOf<'h1'>) => <h2 {...withoutNode(props)} />,
  h2: (props: PropsOf<'h2'>) => <h2 {...withoutNode(props)} />,
  h3: (props: PropsOf<'h3'>) => <h3 {...withoutNode(props)} />,
  h4: (props: PropsOf<'h4'>) => <h4 {...withoutNode(props)} />,
  h5: (props: PropsOf<'h5'>) => <h4 {...withoutNode(props)} />,
  h6: (props: PropsOf<'h6'>) => <h4 {...withoutNode(props)} />,
  p: (props: PropsOf<'p'>) => <p {...withoutNode(props)} />,
  ul: (props: PropsOf<'ul'>) => <ul {...withoutNode(props)} />,
  ol: (props: PropsOf<'ol'>) => <ol {...withoutNode(props)} />,
  li: (props: PropsOf<'li'>) => <li {...withoutNode(props)} />,
  strong: (props: PropsOf<'strong'>) => <strong {...withoutNode(props)} />,
  em: (props: PropsOf<'em'>) => <em {...withoutNode(props)} />,
  blockquote: (props: PropsOf<'blockquote'>) => <blockquote {...withoutNode(props)} />,
  hr: (props: PropsOf<'hr'>) => <hr {...withoutNode(props)} />,
  a: (props: PropsOf<'a'>) => {
    const { href, children, ...rest } = withoutNode(props);
    if (!isWebAddress(href)) return <span>{children}</span>;
    return (
      <a {...rest} href={href} target="_blank" rel="noopener noreferrer nofollow">
        {children}
      </a>
    );
  },
  img: ({ alt }: PropsOf<'img'>) =>
    alt ? <span className="recipe-image-alt">{alt}</span> : null,
  // A <picture> could still name sources; with no <img> inside it loads nothing.
  source: () => null,
};
