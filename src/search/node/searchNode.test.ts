import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { tempFiles } from '../../../tests/unit/tempFiles';
import type { SiteModel } from '../../site/model';
import type { PackedIndex } from '../fileFormat';
import { writeVersionSearchFiles } from '.';

const page = (text: string) => ({
  kind: 'category',
  id: 'c',
  version: 'current',
  route: '/category/a/',
  title: 'A',
  description: text,
  sourcePath: 'a.json',
});
const model = (versions: Array<{ name: string; path: string; text: string }>) =>
  ({
    versions: new Map(
      versions.map(({ name, path: versionPath, text }) => [
        name,
        { version: { name, path: versionPath }, pages: [page(text)], sidebar: [] },
      ]),
    ),
  }) as unknown as SiteModel;

it("writes each version's files from the model, a released version's in a folder of its own, once per model", () => {
  const publicDir = tempFiles('dp-search-versions-', {});
  const first = model([
    { name: 'current', path: '', text: 'Current text.' },
    { name: '2.x', path: '2.x', text: 'Released text.' },
  ]);
  const files = writeVersionSearchFiles(first, publicDir, '/docs/');
  expect(files.get('current')?.indexFile).toMatch(/^\/static\/search\/search-index\.[0-9a-f]{16}\.json$/);
  expect(files.get('2.x')?.indexFile).toMatch(/^\/static\/search\/2\.x\/search-index\.[0-9a-f]{16}\.json$/);
  for (const { indexFile } of files.values()) {
    expect(fs.existsSync(path.join(publicDir, indexFile)), indexFile).toBe(true);
    // The index names its shards, beside it.
    for (const shard of (JSON.parse(fs.readFileSync(path.join(publicDir, indexFile), 'utf8')) as PackedIndex).shards)
      expect(fs.existsSync(path.join(publicDir, path.dirname(indexFile), shard)), shard).toBe(true);
  }
  // The same model (createPages, then onCreatePage for each file page): the same answer, nothing written.
  fs.rmSync(path.join(publicDir, 'static'), { recursive: true });
  expect(writeVersionSearchFiles(first, publicDir, '/docs/')).toBe(files);

  // A new model (a later build, or develop after an edit) writes again; a version gone takes its folder with it.
  const second = model([{ name: 'current', path: '', text: 'Current text.' }]);
  fs.mkdirSync(path.join(publicDir, 'static/search/2.x'), { recursive: true });
  expect(writeVersionSearchFiles(second, publicDir, '/docs/').get('current')).toEqual(files.get('current'));
  expect(fs.existsSync(path.join(publicDir, 'static/search/2.x'))).toBe(false);
  expect(fs.existsSync(path.join(publicDir, files.get('current')?.indexFile ?? ''))).toBe(true);
});
