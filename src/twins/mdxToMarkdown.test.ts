import { describe, expect, it } from 'vitest';
import { mdxToMarkdown, type TwinContext } from './mdxToMarkdown';

const context: TwinContext = {
  route: '/connectors/recipes/pagination/',
  fromFile: 'connectors/recipes/pagination.mdx',
  basePath: '/docs/',
  twinRoutes: new Set(['/intro/', '/connectors/recipes/pagination/', '/connectors/SDK/getStarted/']),
  contentFileExists: (rel) => ['intro.mdx', 'connectors/SDK/getStarted.mdx'].includes(rel),
};
const page = { title: 'Pagination', description: 'Return large collections page by page.' };
/** The twin without its front matter and title. */
const body = (mdx: string) => mdxToMarkdown(mdx, page, context).split('# Pagination\n\n')[1];

describe('mdxToMarkdown', () => {
  it('starts with front matter and the title as the only h1', () => {
    expect(mdxToMarkdown('Lead.\n\n## Cursors\n', { title: 'Pagination: cursors', description: 'Pages.' }, context)).toBe(
      '---\ntitle: "Pagination: cursors"\ndescription: Pages.\n---\n\n# Pagination: cursors\n\nLead.\n\n## Cursors\n',
    );
  });

  it('makes a tab group a list, one labelled item per tab, so what follows is outside it', () => {
    const mdx = [
      '<Tabs groupId="pm">',
      '<TabItem value="npm" label="npm">',
      '',
      '```bash',
      'npm install x',
      '```',
      '',
      '</TabItem>',
      '<TabItem value="yarn">',
      '',
      'Run `yarn add x`.',
      '',
      '</TabItem>',
      '</Tabs>',
      '',
      'For both.',
    ].join('\n');
    expect(body(mdx)).toBe('- **Tab: npm**\n\n  ```bash\n  npm install x\n  ```\n\n- **Tab: yarn**\n\n  Run `yarn add x`.\n\nFor both.\n');
  });

  it('turns admonitions into labelled blockquotes', () => {
    expect(body(':::note\nKeep it short.\n:::\n')).toBe('> **Note:** Keep it short.\n');
    expect(body(':::warning[Never cache credentials]\nThe cache is shared.\n:::\n')).toBe(
      '> **Warning: Never cache credentials**\n>\n> The cache is shared.\n',
    );
    expect(body('<Admonition type="tip">Inline **JSX** form.</Admonition>\n')).toBe('> **Tip:** Inline **JSX** form.\n');
  });

  it('labels deliberate mistakes and drops the fence keys only the checks read', () => {
    expect(body('```ts mistake\nconst cache = new Map();\n```\n')).toBe(
      "> **Don't do this:**\n>\n> ```ts\n> const cache = new Map();\n> ```\n",
    );
    expect(body('```ts title="src/index.ts (excerpt)" excerpt="src/index.ts#main" {2-3}\nstart();\n```\n')).toBe(
      'File: `src/index.ts` (excerpt)\n\n```ts\nstart();\n```\n',
    );
    expect(body('```json openapi="getItem 200"\n{}\n```\n')).toBe('```json\n{}\n```\n');
    expect(body('```bash title=".env"\nA=1\n```\n')).toBe('File: `.env`\n\n```bash\nA=1\n```\n');
  });

  it('points internal links at the Markdown twins, anchors kept', () => {
    const mdx = [
      '[a](/docs/intro/) [b](../SDK/getStarted.mdx#install) [c](#cursors) [d](/docs/)',
      '[e](https://example.com/x) [f](/docs/openapi/connector-api.yaml) [g](/admin/login)',
    ].join('\n');
    expect(body(mdx)).toBe(
      '[a](/docs/intro/index.md) [b](/docs/connectors/SDK/getStarted/index.md#install) [c](/docs/connectors/recipes/pagination/index.md#cursors) [d](/docs/)\n' +
        '[e](https://example.com/x) [f](/docs/openapi/connector-api.yaml) [g](/admin/login)\n',
    );
  });

  it('keeps only the text of a link to a missing page file, which the build already warned about', () => {
    expect(body('See [the old page](./missing.mdx#x).\n')).toBe('See the old page.\n');
  });

  it('writes images as their alt text with a link', () => {
    expect(body('![The sync flow](/docs/img/architecture.svg)\n')).toBe('[Image: The sync flow](/docs/img/architecture.svg)\n');
  });

  it('leaves no JSX, import, export or expression behind', () => {
    const mdx = [
      "import { Thing } from './thing';",
      'export const meta = 1;',
      '',
      '<Thing kind="x">',
      '',
      'Inside a **component**, with <Badge>inline</Badge> text {1 + 1}.',
      '',
      '</Thing>',
      '',
      '{/* a comment */}',
    ].join('\n');
    expect(body(mdx)).toBe('Inside a **component**, with inline text .\n');
  });
});
