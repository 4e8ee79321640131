import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { pageDigest, siteDifferences } from '../../scripts/lib/compareSites';
import { tempFiles } from './tempFiles';

const page = (body: string, script = 'app-1.js') =>
  `<html><head><meta http-equiv="Content-Security-Policy" content="sha-${script}"><script src="/docs/${script}"></script></head><body>${body}</body></html>`;

it('reads a page as a reader meets it: text, links, ids and labels, not the scripts or their hashes', () => {
  expect(pageDigest(page('<h2 id="a">A <a href="/docs/b/">b</a></h2><script>var x = 1</script>'))).toEqual([
    'h2[id=a]',
    'A',
    'a[href=/docs/b/]',
    'b',
  ]);
  expect(pageDigest(page('<p>Same</p>', 'app-1.js'))).toEqual(pageDigest(page('<p>Same</p>', 'app-2.js')));
});

it('names each page and exact file that differs, and each one only one site has', () => {
  const a = tempFiles('dp-site-a-', {
    'intro/index.html': page('<p>Intro</p>'),
    'intro/index.md': '# Intro',
    'llms.txt': 'x',
    'gone/index.html': page(''),
    'app-1.js': 'a',
  });
  const b = tempFiles('dp-site-b-', {
    'intro/index.html': page('<p>Intro, changed</p>', 'app-2.js'),
    'intro/index.md': '# Intro',
    'llms.txt': 'y',
    'new/index.html': page(''),
    'app-2.js': 'b',
  });
  expect(siteDifferences(a, b)).toEqual([
    `only in ${b}: new/index.html`,
    `only in ${a}: gone/index.html`,
    'intro/index.html: "Intro" ≠ "Intro, changed"',
    'llms.txt differs',
  ]);
  fs.writeFileSync(path.join(b, 'llms.txt'), 'x');
  expect(siteDifferences(a, a)).toEqual([]);
});
