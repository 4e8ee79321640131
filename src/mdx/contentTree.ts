import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { Fragment, type ReactNode } from 'react';
import { jsx, jsxs } from 'react/jsx-runtime';

/** A page's content as the HTML tree (hast) its MDX compiled to, serialisable as page data. */
export interface ContentTree {
  type: 'root';
  children: unknown[];
}

type Options = NonNullable<Parameters<typeof toJsxRuntime>[1]>;
type Evaluater = ReturnType<NonNullable<Options['createEvaluater']>>;
type Expression = Parameters<Evaluater['evaluateExpression']>[0];

/**
 * What the content's JSX names: a component (`<Tabs>`, looked up as MDX does) or a literal value
 * (`dangerouslySetInnerHTML={{ __html: '…' }}`, as gatsby-plugin-mdx writes raw HTML). Content
 * has no other expressions: check:content refuses them in prose, and a page with one fails here.
 */
function literalEvaluater(components: Record<string, unknown>): Evaluater {
  const value = (node: Expression): unknown => {
    switch (node.type) {
      case 'Identifier':
        if (Object.hasOwn(components, node.name)) return components[node.name];
        throw new Error(`Expected component \`${node.name}\` to be defined: an MDX component of the site (src/mdx/components.tsx)`);
      case 'Literal':
        return node.value;
      case 'ArrayExpression':
        return node.elements.map((element) => (element && element.type !== 'SpreadElement' ? value(element) : undefined));
      case 'ObjectExpression':
        return Object.fromEntries(
          node.properties.map((property) => {
            if (property.type !== 'Property' || property.computed) throw new Error('Only plain object literals are content');
            const key = property.key.type === 'Identifier' ? property.key.name : String(value(property.key as Expression));
            return [key, value(property.value as Expression)];
          }),
        );
      default:
        throw new Error(`A ${node.type} in content: only components and literals can be rendered from page data`);
    }
  };
  return {
    evaluateExpression: value,
    evaluateProgram: () => {
      throw new Error('import and export statements are not content');
    },
  };
}

/** The tree as React elements, with the components MDX maps its elements and JSX names to. */
export function renderContentTree(tree: ContentTree, components: Record<string, unknown>): ReactNode {
  return toJsxRuntime(tree as unknown as Parameters<typeof toJsxRuntime>[0], {
    Fragment,
    jsx,
    jsxs,
    components: components as Options['components'],
    createEvaluater: () => literalEvaluater(components),
  }) as ReactNode;
}
