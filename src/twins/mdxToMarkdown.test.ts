import fc from 'fast-check';
import type { Paragraph, Root, Text } from 'mdast';
import { toMarkdown } from 'mdast-util-to-markdown';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { markdownOptions, mdxToMarkdown, type TwinContext } from './mdxToMarkdown';

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
      'File: `src/index.ts` (excerpt)\n\nHighlighted: lines 2–3.\n\n```ts\nstart();\n```\n',
    );
    // The page highlights lines its text may point at: the twin says which.
    expect(body('```json {8, 10,14-15}\n{}\n```\n')).toBe('Highlighted: lines 8, 10, 14–15.\n\n```json\n{}\n```\n');
    expect(body('```json {4}\n{}\n```\n')).toBe('Highlighted: line 4.\n\n```json\n{}\n```\n');
    expect(body('```json {3,1,2,5}\n{}\n```\n')).toBe('Highlighted: lines 1–3, 5.\n\n```json\n{}\n```\n');
    expect(body('```json { }\n{}\n```\n')).toBe('```json\n{}\n```\n');
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

describe('the Markdown serializer the twins share', () => {
  const write = (value: string) =>
    toMarkdown({ type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', value }] }] }, markdownOptions());
  const reread = (markdown: string) => unified().use(remarkParse).use(remarkGfm).parse(markdown) as Root;

  it('writes names as they are where Markdown would read them so (LOG_LEVEL, /{path}), and escapes where it would not', () => {
    expect(write('Levels from LOG_LEVEL; GET /{path}; snake_case ids.')).toBe('Levels from LOG_LEVEL; GET /{path}; snake_case ids.\n');
    // At the start of a word, `__` could open strong emphasis.
    expect(write('the __self schema')).toBe('the \\_\\_self schema\n');
  });

  it('any text reads back as the same text, with no emphasis, link or element Markdown would make of it', () => {
    const piece = fc.constantFrom(
      'a',
      'Z',
      '7',
      'é',
      '_',
      '__',
      '*',
      '{',
      '}',
      '<',
      '>',
      '[',
      ']',
      '(',
      ')',
      '`',
      '~',
      '\\',
      '#',
      '.',
      '|',
      ' ',
      '!',
    );
    fc.assert(
      fc.property(
        fc.array(piece, { minLength: 1, maxLength: 24 }).map((pieces) => pieces.join('').trim()),
        (value) => {
          fc.pre(value !== '' && !/ {2}/.test(value));
          const paragraph = reread(write(value)).children[0];
          expect(paragraph?.type).toBe('paragraph');
          const children = (paragraph as Paragraph).children;
          expect(children.map((child) => child.type)).toEqual(['text']);
          expect((children[0] as Text).value).toBe(value);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
