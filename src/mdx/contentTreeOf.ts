import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { FRAGMENT, type ContentNode, type ContentProps, type ContentTree } from './contentTree';

type Options = NonNullable<Parameters<typeof toJsxRuntime>[1]>;
type Evaluater = ReturnType<NonNullable<Options['createEvaluater']>>;
type Expression = Parameters<Evaluater['evaluateExpression']>[0];

/**
 * What content's JSX may name: a component (`<Tabs>`, kept by name) or a literal value
 * (`dangerouslySetInnerHTML={{ __html: '…' }}`, as gatsby-plugin-mdx writes raw HTML). check:content
 * refuses other expressions in prose; one that reaches a page is refused here, and the page stays
 * an MDX module (src/node/faster/pagesAsData.ts), which renders it or fails as MDX does.
 */
const literals: Evaluater = {
  evaluateExpression(node: Expression): unknown {
    switch (node.type) {
      case 'Identifier':
        // A component's name comes from hast-util-to-jsx-runtime, made up; a name parsed from the
        // source (it has a position) is a variable, which content cannot hold.
        if ('start' in node || node.loc || node.range)
          throw new Error(`\`${node.name}\` in an expression: only components and literals can be content`);
        return node.name;
      case 'Literal':
        return node.value;
      case 'ArrayExpression':
        return node.elements.map((element) => (element && element.type !== 'SpreadElement' ? literals.evaluateExpression(element) : null));
      case 'ObjectExpression':
        return Object.fromEntries(
          node.properties.map((property) => {
            if (property.type !== 'Property' || property.computed) throw new Error('only plain object literals can be content');
            const key = property.key.type === 'Identifier' ? property.key.name : String(literals.evaluateExpression(property.key));
            return [key, literals.evaluateExpression(property.value as Expression)];
          }),
        );
      default:
        throw new Error(`a ${node.type} in JSX: only components and literals can be content`);
    }
  },
  evaluateProgram() {
    throw new Error('import and export statements cannot be content');
  },
};

/**
 * A page's HTML tree (hast, as MDX has it before it writes JavaScript) as content data: the JSX
 * hast-util-to-jsx-runtime would make, recorded instead of made, so the browser needs neither it nor
 * the HTML attribute tables it converts properties with (src/mdx/contentTree.ts renders the result).
 */
export function contentTreeOf(hast: unknown): ContentTree {
  const record = (type: unknown, props: ContentProps): ContentNode => ({ type: type as string, props });
  return toJsxRuntime(hast as Parameters<typeof toJsxRuntime>[0], {
    Fragment: FRAGMENT,
    development: false,
    jsx: record as Options['jsx'],
    jsxs: record as Options['jsxs'],
    passKeys: false,
    createEvaluater: () => literals,
  }) as unknown as ContentTree;
}
