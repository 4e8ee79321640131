import { createElement, Fragment, type ReactNode } from 'react';

/**
 * A page's content as data: what its MDX compiled to, each element as the name of its tag or of
 * the site's MDX component and its React props (src/mdx/contentTreeOf.ts makes it at build time).
 */
export type ContentNode = string | number | boolean | null | { type: string; props: ContentProps };
export type ContentProps = Record<string, unknown> & { children?: ContentNode | ContentNode[] };
export type ContentTree = ContentNode;

/** The name a tree gives its root, which is no element. */
export const FRAGMENT = '#fragment';

/**
 * The tree as React elements. A name the site's components have renders as that component, as MDX
 * renders it; a capitalised name they lack is an error naming it, as MDX's is; any other is a tag.
 */
export function renderContentTree(tree: ContentTree, components: Readonly<Record<string, unknown>>): ReactNode {
  const render = (node: ContentNode): ReactNode => {
    if (node === null || typeof node !== 'object') return node;
    const { children, ...props } = node.props;
    const type: unknown = node.type === FRAGMENT ? Fragment : Object.hasOwn(components, node.type) ? components[node.type] : node.type;
    if (type === node.type && /^[A-Z]/.test(node.type))
      throw new Error(`Expected component \`${node.type}\` to be defined: an MDX component of the site (src/mdx/components.tsx)`);
    // Children as arguments, as compiled JSX passes static children: no keys needed.
    const kids = children === undefined ? [] : Array.isArray(children) ? children.map(render) : [render(children)];
    return createElement(type as string, props, ...kids);
  };
  return render(tree);
}
