import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { inlineFavicon } from './favicon';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'favicon-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
fs.mkdirSync(path.join(dir, 'img'));

it('inlines an SVG favicon as percent-encoded text that decodes to the file, whitespace collapsed', () => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg">\n  <rect fill="#2149b8" width="64%"/>\n</svg>\n';
  fs.writeFileSync(path.join(dir, 'img/icon.svg'), svg);
  const { href, type } = inlineFavicon(dir, '/img/icon.svg');
  expect(type).toBe('image/svg+xml');
  expect(href.startsWith('data:image/svg+xml,')).toBe(true);
  expect(decodeURIComponent(href.slice('data:image/svg+xml,'.length))).toBe(
    '<svg xmlns="http://www.w3.org/2000/svg"> <rect fill="#2149b8" width="64%"/> </svg>',
  );
});

it('inlines other images as base64, and stops on a missing file or an unknown type', () => {
  fs.writeFileSync(path.join(dir, 'img/icon.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  expect(inlineFavicon(dir, '/img/icon.png')).toEqual({ href: 'data:image/png;base64,iVBORw==', type: 'image/png' });
  expect(() => inlineFavicon(dir, '/img/none.svg')).toThrow('static/img/none.svg does not exist');
  expect(() => inlineFavicon(dir, '/img/icon.gif')).toThrow('must be an .svg, .png or .ico file');
});
