/**
 * `npm run content:stats`: words per documentation area (prose, and code separately) and the code
 * blocks per language that the content checks validate.
 */
import path from 'node:path';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { Code } from 'mdast';
import type { Node } from 'unist';
import { loadContent } from '../src/checks/loadContent';

const AREAS: Array<[RegExp, string]> = [
  [/^intro\.mdx$/, 'Introduction'],
  [/^connectors\/getStarted\.mdx$/, 'Connectors overview'],
  [/^connectors\/build\//, 'Build (tutorial)'],
  [/^connectors\/CLI\//, 'CLI'],
  [/^connectors\/configuration\//, 'Configuration'],
  [/^connectors\/publishing\//, 'Publishing'],
  [/^connectors\/recipes\//, 'Recipes'],
  [/^connectors\/SDK\//, 'SDK'],
  [/^connectors\/apiSpecification\//, 'API specification'],
  [/^embeds\//, 'Embeds'],
];

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const content = loadContent(path.resolve(__dirname, '..'));
const areas = new Map<string, { pages: number; prose: number; code: number }>();
const languages = new Map<string, number>();

for (const { doc } of content.docs) {
  const area = AREAS.find(([re]) => re.test(doc.relativePath))?.[1] ?? 'Other';
  const entry = areas.get(area) ?? { pages: 0, prose: 0, code: 0 };
  entry.pages += 1;
  if (doc.tree) {
    let code = 0;
    visit(doc.tree as Node, (node: Node) => {
      if (node.type !== 'code') return;
      const block = node as Code;
      code += words(block.value);
      languages.set(block.lang ?? '(none)', (languages.get(block.lang ?? '(none)') ?? 0) + 1);
    });
    entry.code += code;
    entry.prose += words(toString(doc.tree)) - code;
  }
  areas.set(area, entry);
}

const rows = [...areas].map(([area, e]) => [area, e.pages, e.prose, e.code] as const);
const total = rows.reduce<[number, number, number]>((t, r) => [t[0] + r[1], t[1] + r[2], t[2] + r[3]], [0, 0, 0]);
console.log('Words per area (prose excludes code blocks)\n');
console.log(`${'Area'.padEnd(22)}${'Pages'.padStart(6)}${'Prose'.padStart(9)}${'Code'.padStart(8)}`);
for (const [area, pages, prose, code] of rows)
  console.log(`${area.padEnd(22)}${String(pages).padStart(6)}${String(prose).padStart(9)}${String(code).padStart(8)}`);
console.log(`${'Total'.padEnd(22)}${String(total[0]).padStart(6)}${String(total[1]).padStart(9)}${String(total[2]).padStart(8)}`);
console.log(
  `\nCategories with a description: ${content.categories.filter((c) => c.meta.description).length} of ${content.categories.length}`,
);
console.log('\nCode blocks validated, per language');
const sorted = [...languages].sort((a, b) => b[1] - a[1]);
for (const [lang, n] of sorted) console.log(`  ${lang.padEnd(10)}${String(n).padStart(5)}`);
console.log(`  ${'total'.padEnd(10)}${String(sorted.reduce((t, [, n]) => t + n, 0)).padStart(5)}`);
