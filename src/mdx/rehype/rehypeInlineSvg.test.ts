import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { afterAll, expect, it } from 'vitest';
import { rehypeInlineSvg } from './rehypeInlineSvg';

const project = fs.mkdtempSync(path.join(os.tmpdir(), 'inline-svg-'));
const staticRoot = path.join(project, 'static');
fs.mkdirSync(path.join(staticRoot, 'img'), { recursive: true });
fs.writeFileSync(
  path.join(staticRoot, 'img', 'flow.svg'),
  `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 820 300" width="820" height="300">
  <defs><marker id="arrow"><path d="M0 0 10 5 0 10z"/></marker><linearGradient id="fade"/></defs>
  <path d="M0 0h10" marker-end="url(#arrow)" style="fill:url(#fade);stroke:var(--dp-color-text,#000)"/>
  <use href="#arrow"/><a href="#elsewhere">a link to a heading keeps its target</a>
  <text x="1" y="2" stroke-width="2">Sync product</text>
</svg>`,
);
fs.writeFileSync(path.join(staticRoot, 'img', 'empty.svg'), '<!-- nothing drawn -->');
fs.writeFileSync(path.join(staticRoot, 'img', 'photo.png'), 'png bytes');
fs.writeFileSync(path.join(staticRoot, 'img', 'styled.svg'), '<svg viewBox="0 0 1 1"><style>text { fill: red }</style></svg>');
fs.writeFileSync(path.join(staticRoot, 'img', 'scripted.svg'), '<svg viewBox="0 0 1 1"><rect onclick="steal()"/></svg>');
afterAll(() => fs.rmSync(project, { recursive: true, force: true }));

function render(markdown: string): string {
  const processor = unified().use(remarkParse).use(remarkRehype).use(rehypeInlineSvg, { staticRoot, basePath: '/docs/' });
  const file = new VFile({ path: path.join(process.cwd(), 'content/docs/intro.mdx'), value: markdown });
  return toHtml(processor.runSync(processor.parse(file), file) as Root);
}

it('puts our SVG images into the page, labelled by their alt text, and leaves other images alone', () => {
  const html = render('![The flow](/docs/img/flow.svg)\n\n![Photo](/docs/img/photo.png)\n\n![Badge](https://example.com/badge.svg)\n');
  expect(html).toMatch(
    /^<p><svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 820 300" width="820" height="300" role="img" aria-label="The flow" data-inline-image="">/,
  );
  // SVG attributes keep their SVG spelling, which the MDX compiler needs to map them for React.
  expect(html).toContain('<text x="1" y="2" stroke-width="2">Sync product</text>');
  expect(html).not.toContain('<img src="/docs/img/flow.svg"');
  expect(html).toContain('<img src="/docs/img/photo.png" alt="Photo">');
  expect(html).toContain('<img src="https://example.com/badge.svg" alt="Badge">');
});

it('prefixes the drawing’s ids with its file name, references included, and nothing else', () => {
  const html = render('![The flow](/docs/img/flow.svg)\n');
  expect(html).toContain('<marker id="flow-arrow">');
  expect(html).toContain('<linearGradient id="flow-fade">');
  expect(html).toContain('marker-end="url(#flow-arrow)" style="fill:url(#flow-fade);stroke:var(--dp-color-text,#000)"');
  expect(html).toContain('<use href="#flow-arrow">');
  expect(html).toContain('<a href="#elsewhere">');
});

it('hides a drawing with empty alt text from assistive technology, as an <img alt=""> is', () => {
  expect(render('![](/docs/img/flow.svg)\n')).toContain('aria-hidden="true" data-inline-image=""');
});

it('fails on an .svg file with no drawing in it, naming the document and the path', () => {
  expect(() => render('![Nothing](/docs/img/empty.svg)\n')).toThrow(
    'Unreadable image in content/docs/intro.mdx: "/docs/img/empty.svg" (static/img/empty.svg) has no <svg> element',
  );
});

it('refuses a drawing that carries a stylesheet or a script, which inline would act on the whole page', () => {
  expect(() => render('![Styled](/docs/img/styled.svg)\n')).toThrow(
    'Unsupported image in content/docs/intro.mdx: "/docs/img/styled.svg" (static/img/styled.svg) has a <style> element, which would act on the whole page once inlined',
  );
  expect(() => render('![Scripted](/docs/img/scripted.svg)\n')).toThrow('has an event handler attribute (onclick)');
});
