import FlexSearch from 'flexsearch';
import { describe, expect, it } from 'vitest';
import { INDEXED_FIELD, SEARCH_ENGINE_OPTIONS } from '../encode';
import { prepareSearch, search } from './engine';
import { packIndex, packStore, unpackIndex, unpackStore } from '../fileFormat';
import { SEARCH_OPTIONS, type StoredDocument } from '../options';

const pages: Array<[url: string, title: string, section: string | null, text: string]> = [
  ['/docs/pagination/', 'Pagination', null, 'Return large collections page by page with a cursor.'],
  ['/docs/pagination/#page-size', 'Pagination', 'Page size', 'Between 50 and 200 items per page.'],
  ['/docs/sync/', 'How a sync runs', null, 'The platform syncs items on a schedule.'],
  ['/docs/handlers/', 'Handlers', null, 'Handlers answer requests for items and collections.'],
  ['/docs/webhooks/', 'Webhooks', null, 'Verify the signature of every webhook delivery.'],
  ['/docs/graph/', 'Connectors overview', 'The graph model', 'Items, relations and the graph model.'],
  ['/docs/modules/', 'SDK overview', 'Modules', 'The SDK modules: cache, logger, provider.'],
  ['/docs/handler-types/', 'Handler types', null, 'Each handler has a type.'],
];

function files() {
  const index = FlexSearch.create(SEARCH_ENGINE_OPTIONS as unknown as Parameters<typeof FlexSearch.create>[0]);
  const store: Record<string, StoredDocument> = {};
  pages.forEach(([url, title, section, text], id) => {
    index.add(id, JSON.stringify({ [INDEXED_FIELD]: `${title} ${section ?? ''} zzbodyzz ${text}` }));
    store[id] = { url, title, section, subcategory: 'Docs', text };
  });
  return { exported: index.export(), store };
}

const { exported, store } = files();
const loaded = prepareSearch(packIndex(exported), packStore(store, SEARCH_OPTIONS));
const urls = (query: string) => search(loaded, query).hits.map((hit) => hit.url);

describe('the file layout', () => {
  it('round-trips the index: FlexSearch answers exactly as from its own export', () => {
    const own = FlexSearch.create(SEARCH_ENGINE_OPTIONS as unknown as Parameters<typeof FlexSearch.create>[0]);
    own.import(exported);
    const [slots] = JSON.parse(exported) as [Array<Record<string, number[]>>];
    const { payload, words } = unpackIndex(packIndex(exported));
    expect(payload[0].map((slot) => ({ ...slot }))).toEqual(slots);
    expect(words).toEqual([...words].sort());
    for (const query of ['pagination', 'page', 'item', 'handler type', 'graph model']) {
      expect(loaded.index.search(own.encode(query), { limit: 40, suggest: true })).toEqual(own.search(query, { limit: 40, suggest: true }));
    }
  });

  it('round-trips the store', () => {
    expect(unpackStore(packStore(store, SEARCH_OPTIONS))).toEqual({ options: SEARCH_OPTIONS, documents: Object.values(store) });
  });
});

describe('search', () => {
  it('finds pages by prefix and stem, as before', () => {
    expect(urls('pagin')[0]).toBe('/docs/pagination/');
    expect(urls('handler')).toEqual(['/docs/handlers/', '/docs/handler-types/']);
  });

  it('forgives a misspelled word and marks the word meant', () => {
    expect(urls('pagnation')[0]).toBe('/docs/pagination/');
    expect(urls('webhoks signature')).toEqual(['/docs/webhooks/']);
    const [hit] = search(loaded, 'hanlders').hits;
    expect(hit?.url).toBe('/docs/handlers/');
    expect(hit?.title).toEqual([{ text: 'Handlers', match: true }]);
    expect(hit?.terms).toContain('handlers');
  });

  it('never replaces a word the index holds, so exact matches are not pushed down', () => {
    // `modules` is indexed: no correction towards `model`, however well it fits `graph`.
    expect(urls('modules')).toEqual(['/docs/modules/']);
    expect(urls('graph modle')[0]).toBe('/docs/graph/');
  });

  it('offers the nearest correction when nothing is found, and that query finds pages', () => {
    expect(search(loaded, 'sycn')).toEqual({ hits: [], suggestion: 'sync' });
    expect(urls('sync')[0]).toBe('/docs/sync/');
    expect(search(loaded, 'the sycn')).toMatchObject({ suggestion: 'the sync' });
    expect(search(loaded, 'xylophonequartz')).toEqual({ hits: [], suggestion: null });
    // Not when a word stays unknown: half-corrected gibberish helps no one.
    expect(search(loaded, 'sycn xylophonequartz')).toEqual({ hits: [], suggestion: null });
  });

  it('never throws on 300 random and hostile queries', () => {
    let seed = 19;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const alphabet = 'abcdefghijklmnopqrstuvwxyzéüßÆ0123456789 -_.*+?^${}()|[]\\/<>"\'`~!@#%&=:;,🚀\u0000\u200b\ud800\uffff';
    const hostile = [
      '',
      ' ',
      'constructor',
      '__proto__',
      'toString hasOwnProperty',
      'zzbodyzz',
      'zzbodyzz pagination',
      '<img src=x onerror=alert(1)>',
      'x'.repeat(10_000),
      'ｆｕｌｌｗｉｄｔｈ',
    ];
    const queries = [
      ...hostile,
      ...Array.from({ length: 300 - hostile.length }, () =>
        Array.from({ length: Math.floor(random() * 40) }, () => alphabet[Math.floor(random() * alphabet.length)]).join(''),
      ),
    ];
    for (const query of queries) {
      const result = search(loaded, query);
      expect(Array.isArray(result.hits)).toBe(true);
      expect(result.hits.length).toBeLessThanOrEqual(SEARCH_OPTIONS.maxHits);
    }
  });
});
