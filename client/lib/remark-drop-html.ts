interface MarkdownNode {
  type: string;
  children?: MarkdownNode[];
}

const dropHtml = (node: MarkdownNode) => {
  if (!node.children) return;
  node.children = node.children.filter((child) => child.type !== 'html');
  node.children.forEach(dropHtml);
};

/**
 * A remark plugin that removes raw HTML from the model's markdown, so none of it reaches the
 * page, neither as markup nor as literal tags. Text between inline tags stays. Streamdown has no
 * option for this: without rehype-raw it shows HTML as literal text, with it it parses HTML into
 * elements, and its `skipHtml` only sees the raw nodes that neither leaves.
 * @example "Stir <b>well</b>" // renders "Stir well"
 */
export function remarkDropHtml() {
  return dropHtml;
}
