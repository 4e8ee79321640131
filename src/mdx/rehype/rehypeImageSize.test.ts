import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Element, Root } from 'hast';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import { afterAll, expect, it } from 'vitest';
import { rehypeImageSize } from './rehypeImageSize';

const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 820 300"></svg>';
const project = fs.mkdtempSync(path.join(os.tmpdir(), 'image-size-'));
const staticRoot = path.join(project, 'static');
fs.mkdirSync(path.join(staticRoot, 'img'), { recursive: true });
fs.writeFileSync(path.join(staticRoot, 'img', 'flow.svg'), svg);
fs.writeFileSync(path.join(project, 'outside.svg'), svg);
fs.writeFileSync(path.join(staticRoot, 'img', 'notes.png'), 'not an image');
afterAll(() => fs.rmSync(project, { recursive: true, force: true }));

function images(markdown: string): Array<Element['properties']> {
  const processor = unified().use(remarkParse).use(remarkRehype).use(rehypeImageSize, { staticRoot, basePath: '/docs/' });
  const file = new VFile({ path: path.join(process.cwd(), 'content/docs/intro.mdx'), value: markdown });
  const tree = processor.runSync(processor.parse(file), file) as Root;
  const found: Array<Element['properties']> = [];
  visit(tree, 'element', (node: Element) => {
    if (node.tagName === 'img') found.push(node.properties);
  });
  return found;
}

it('sizes our images from the file, and leaves other hosts alone', () => {
  const [ours, theirs] = images('![Flow](/docs/img/flow.svg)\n\n![Badge](https://example.com/badge.svg)\n');
  expect(ours).toMatchObject({ src: '/docs/img/flow.svg', width: 820, height: 300 });
  expect(theirs).not.toHaveProperty('width');
});

it('fails on an image with no file, naming the document and the path', () => {
  expect(() => images('![Gone](/docs/img/gone.png)\n')).toThrow(
    'Broken image in content/docs/intro.mdx: "/docs/img/gone.png" needs static/img/gone.png, which does not exist',
  );
});

it('fails on a file that is not an image, naming the document and the path', () => {
  expect(() => images('![Notes](/docs/img/notes.png)\n')).toThrow(
    /^Unreadable image in content\/docs\/intro\.mdx: "\/docs\/img\/notes\.png" \(static\/img\/notes\.png\): /,
  );
});

it('does not reach outside static/, even to a file that exists', () => {
  expect(() => images('![Up](/docs/../outside.svg)\n')).toThrow('Broken image');
});
