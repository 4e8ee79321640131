import { expect, it } from 'vitest';
import { searchFileUrl } from './useSearchIndex';

it('resolves the search files against the base URL, or a configured asset URL', () => {
  expect(searchFileUrl('/static/search/search-index.0123.json', '')).toBe('/docs/static/search/search-index.0123.json');
  expect(searchFileUrl('/static/search/search-index.0123.json', 'https://cdn.syncplatform.example/docs/')).toBe(
    'https://cdn.syncplatform.example/docs/static/search/search-index.0123.json',
  );
});
