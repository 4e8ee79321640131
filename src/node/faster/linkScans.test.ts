import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { tempFiles } from '../../../tests/unit/tempFiles';
import { scanHtml } from '../linkCheck';
import { digest } from './kept';
import { keptLinkScans } from './linkScans';

const page = (n: number) => `<html><body><h2 id="step-${n}">Step</h2><a href="/docs/page-${n}/">Next</a></body></html>`;

it("scans as scanHtml does, keeps this build's scans only, and trusts a kept scan only from the same code", () => {
  const store = path.join(tempFiles('dp-link-scans-', {}), '.cache/faster/link-scans.json');
  const first = keptLinkScans(store, 'code-1');
  expect(first.scan(page(1))).toEqual(scanHtml(page(1)));
  expect(first.scan(page(2))).toEqual(scanHtml(page(2)));
  first.save();

  // A kept scan is what the next build gets for the same HTML: planted here, so a parse would show.
  const planted = { code: 'code-1', value: { [digest(page(1))]: { links: ['/docs/kept/'], ids: ['kept'] } } };
  fs.writeFileSync(store, JSON.stringify(planted));
  const second = keptLinkScans(store, 'code-1');
  expect(second.scan(page(1))).toEqual({ links: ['/docs/kept/'], ids: new Set(['kept']) });
  second.save();
  expect(Object.keys((JSON.parse(fs.readFileSync(store, 'utf8')) as typeof planted).value)).toEqual([digest(page(1))]);

  // Another build's code, or an entry of another shape: the page is parsed again.
  expect(keptLinkScans(store, 'code-2').scan(page(1))).toEqual(scanHtml(page(1)));
  fs.writeFileSync(store, JSON.stringify({ code: 'code-1', value: { [digest(page(1))]: { links: 'x' } } }));
  expect(keptLinkScans(store, 'code-1').scan(page(1))).toEqual(scanHtml(page(1)));
  fs.writeFileSync(store, '{');
  expect(keptLinkScans(store, 'code-1').scan(page(2))).toEqual(scanHtml(page(2)));
});
