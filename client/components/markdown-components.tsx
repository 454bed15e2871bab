import type { Components, ExtraProps } from 'streamdown';
import type { JSX } from 'react';

type PropsOf<Tag extends keyof JSX.IntrinsicElements> = JSX.IntrinsicElements[Tag] & ExtraProps;

// Streamdown hands every renderer the syntax-tree node; it must not reach the DOM as an attribute.
const withoutNode = <Props extends ExtraProps>({ node, ...rest }: Props) => {
  void node;
  return rest;
};

/**
 * Plain semantic elements for the recipe, styled by the page's own stylesheet, where Streamdown's
 * defaults bring classes of their own (and render bold as a span). Which links and images may be
 * shown at all is recipe-markdown.tsx's rehype-harden policy.
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
  // A link left without an address (see recipe-markdown.tsx) is its words alone. One that stays
  // is not one this site vouches for; rehype-harden has made it open in a new tab.
  a: (props: PropsOf<'a'>) => {
    const { href, children, ...rest } = withoutNode(props);
    if (!href) return <span>{children}</span>;
    return (
      <a {...rest} href={href} rel="noopener noreferrer nofollow">
        {children}
      </a>
    );
  },
};
