import { expect, it } from 'vitest';
import { categoryRoute, folderOf, slugFromRelativePath } from './slugs';

it.each([
  ['intro.mdx', '/intro/'],
  ['connectors/SDK/modules/cache.mdx', '/connectors/SDK/modules/cache/'],
  ['connectors/CLI/getStarted.mdx', '/connectors/CLI/getStarted/'],
  ['embeds/index.mdx', '/embeds/'],
  ['index.mdx', '/'],
  ['notes.md', '/notes/'],
])('%s → %s', (file, slug) => expect(slugFromRelativePath(file)).toBe(slug));

it('builds category routes and folders', () => {
  expect(categoryRoute('api-specification')).toBe('/category/api-specification/');
  expect(folderOf('connectors/recipes/pagination.mdx')).toBe('connectors/recipes');
  expect(folderOf('intro.mdx')).toBe('');
});
