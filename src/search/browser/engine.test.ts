import { describe, expect, it } from 'vitest';
import { loadSearch, search, shardsFor } from './engine';
import { packSearch, unpackShard } from '../fileFormat';
import { SEARCH_OPTIONS, SHARDS_PER_QUERY, type StoredDocument } from '../options';
import type { RankedDocument } from '../ranking';

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

const ranked: RankedDocument[] = pages.map(([, title, section, text], id) => ({ id, title, section, text, inbound: 0 }));
const store: StoredDocument[] = pages.map(([url, title, section, text]) => ({ url, title, section, subcategory: 'Docs', text }));

/** The files of `documents`, shard names made up, as the engine loads them (`shardBytes`: smaller, for more shards). */
function files(documents: RankedDocument[], stored: StoredDocument[], shardBytes?: number) {
  const packed = packSearch(documents, stored, SEARCH_OPTIONS, shardBytes ? { shardBytes } : {});
  return { index: packed.index(packed.shards.map((_, i) => `shard-${i}.json`)), shards: packed.shards };
}
const prepare = (documents: RankedDocument[], stored: StoredDocument[], shardBytes?: number) => {
  const { index, shards } = files(documents, stored, shardBytes);
  return loadSearch(index, shards);
};
const loaded = prepare(ranked, store);

/** The words and a word's postings, as the browser reads them (one shard). */
function unpacked(documents: RankedDocument[]) {
  const loadedFiles = prepare(
    documents,
    documents.map((doc) => ({ url: `/docs/${doc.id}/`, title: doc.title, section: doc.section, subcategory: '', text: '' })),
  );
  const { words, counts } = loadedFiles.vocabulary;
  const shard = loadedFiles.shards.get(0);
  return {
    documents: loadedFiles.documentCount,
    words,
    counts,
    at: (word: string) => shard?.postings(words.indexOf(word)) ?? { ids: [], impacts: [] },
  };
}
const urls = (query: string) => search(loaded, query).hits.map((hit) => hit.url);

describe('the file layout', () => {
  it('round-trips the index: every word once, sorted, with its documents and their impacts', () => {
    const index = unpacked(ranked);
    expect(index.documents).toBe(pages.length);
    expect(index.words).toEqual([...index.words].sort());
    expect(new Set(index.words).size).toBe(index.words.length);
    const { at } = index;
    // `pagin` is a prefix of a title word: both Pagination documents; the lead's title weighs 3.
    expect(at('pagin').ids).toEqual([0, 1]);
    expect(at('item').ids).toEqual([1, 2, 3, 5]);
    for (const word of index.words) {
      const { ids, impacts } = at(word);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      expect(impacts.every((impact) => impact > 0)).toBe(true);
      expect(index.counts[index.words.indexOf(word)]).toBe(ids.length);
    }
  });

  it('ranks a title above a heading above the body, and a page others link to above an orphan', () => {
    const doc = (id: number, title: string, section: string | null, text: string, inbound = 0) => ({ id, title, section, text, inbound });
    const { impacts } = unpacked([
      doc(0, 'Retries', null, 'Retries back off.'),
      doc(1, 'Other', 'Retries', 'Back off.'),
      doc(2, 'Other', null, 'Retries back off.'),
    ]).at('retri');
    expect(impacts[0]).toBeGreaterThan(impacts[1] ?? Infinity);
    expect(impacts[1]).toBeGreaterThan(impacts[2] ?? Infinity);
    const [orphan, popular] = unpacked([doc(0, 'Retries', null, 'Text.'), doc(1, 'Retries', null, 'Text.', 5)]).at('retri').impacts;
    expect(popular).toBeGreaterThan(orphan ?? Infinity);
  });

  it('round-trips the stored documents', () => {
    expect([...(loaded.shards.get(0)?.documents ?? [])]).toEqual(store.map((doc, id) => [id, doc]));
    expect(loaded.options).toEqual(SEARCH_OPTIONS);
  });

  it('refuses documents not numbered in order', () => {
    expect(() => packSearch([{ ...ranked[0], id: 1 } as RankedDocument], [store[0] as StoredDocument], SEARCH_OPTIONS)).toThrow(/numbered/);
  });
});

/** A generated site: `count` pages of one to three sections, words drawn from a small vocabulary, seeded. */
function generatedSite(count: number, seed: number) {
  let state = seed;
  const random = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const vocabulary =
    'cursor token webhook signature retry backoff schema field item graph sync handler cache logger secret deploy preview rollback tunnel debugger'.split(
      ' ',
    );
  const text = (length: number) => Array.from({ length }, () => vocabulary[Math.floor(random() * vocabulary.length)]).join(' ');
  const documents: RankedDocument[] = [];
  const stored: StoredDocument[] = [];
  for (let page = 0; page < count; page += 1) {
    const title = `${text(2)} ${page}`;
    for (let section = 0; section < 1 + Math.floor(random() * 3); section += 1) {
      const heading = section ? text(2) : null;
      const body = text(5 + Math.floor(random() * 40));
      documents.push({ id: documents.length, title, section: heading, text: body, inbound: Math.floor(random() * 4) });
      stored.push({
        url: `/docs/p${page}/${section ? `#s${section}` : ''}`,
        title,
        section: heading,
        subcategory: '',
        text: body.slice(0, 140),
      });
    }
  }
  return { documents, stored };
}

describe('shards', () => {
  it('cuts whole pages into even shards that together hold every document once', () => {
    for (const seed of [1, 2, 3]) {
      const { documents, stored } = generatedSite(120, seed);
      const { shards } = files(documents, stored, 4_000);
      expect(shards.length).toBeGreaterThan(SHARDS_PER_QUERY);
      const read = shards.map(unpackShard);
      const ids = read.flatMap((shard) => [...shard.documents.keys()]);
      expect(ids).toEqual(documents.map((doc) => doc.id));
      const pagesOf = read.map((shard) => new Set([...shard.documents.values()].map((doc) => doc.url.split('#')[0])));
      // No page in two shards.
      pagesOf.forEach((mine, i) =>
        pagesOf.slice(i + 1).forEach((theirs) => [...mine].forEach((page) => expect(theirs.has(page)).toBe(false))),
      );
      // Even: the largest file at most twice the smallest.
      const sizes = shards.map((shard) => shard.length);
      expect(Math.max(...sizes)).toBeLessThan(2 * Math.min(...sizes));
    }
  });

  it('reads at most two shards a query, those holding the best document of each rare word, and ranks within them as over the whole site', () => {
    for (const seed of [4, 5, 6]) {
      const { documents, stored } = generatedSite(150, seed);
      const split = prepare(documents, stored, 4_000);
      const whole = prepare(documents, stored);
      expect(split.shardFiles.length).toBeGreaterThan(SHARDS_PER_QUERY);
      for (const word of ['cursor', 'rollback', 'tunnel debugger', 'webhook signature retry', '42', 'graph 17']) {
        const read = shardsFor(split, word);
        expect(read.length).toBeLessThanOrEqual(SHARDS_PER_QUERY);
        const hits = search(split, word).hits;
        // Every hit comes from the shards read.
        const held = new Set(read.flatMap((shard) => [...(split.shards.get(shard)?.documents.values() ?? [])].map((doc) => doc.url)));
        hits.forEach((hit) => expect(held.has(hit.url)).toBe(true));
        // A one-word query's best document is the whole site's best.
        if (!word.includes(' ')) expect(hits[0]?.url).toBe(search(whole, word).hits[0]?.url);
      }
      // A rare word decides among the many shards common words name: page 42's number reads its shard.
      for (const page of [42, 57, 99, 140]) {
        const shardOf = [...split.shards].find(([, shard]) =>
          shard.documents.get(documents.findIndex((doc) => doc.title.endsWith(` ${page}`))),
        )?.[0];
        expect(shardsFor(split, `cursor webhook ${page} schema`)).toContain(shardOf);
      }
    }
  });

  it('weighs each word by its rarity in the whole version, not in the shards read', () => {
    // Every pair of words: where the whole site's best document lies in the shards read, it is the best there too.
    const words = 'cursor token webhook signature retry backoff schema field item graph sync handler cache logger secret deploy'.split(' ');
    for (const seed of [9, 10]) {
      const { documents, stored } = generatedSite(200, seed);
      const split = prepare(documents, stored, 4_000);
      const whole = prepare(documents, stored);
      words.forEach((first, i) =>
        words.slice(i + 1).forEach((second) => {
          const query = `${first} ${second}`;
          const best = search(whole, query).hits[0]?.url;
          const read = shardsFor(split, query).flatMap((shard) => [...(split.shards.get(shard)?.documents.values() ?? [])]);
          if (read.some((doc) => doc.url === best)) expect(search(split, query).hits[0]?.url, query).toBe(best);
        }),
      );
    }
  });

  it('holds a page larger than the target in a shard of its own, and packs a version with no documents', () => {
    const { documents, stored } = generatedSite(60, 11);
    const big = documents.length;
    // Its postings alone pass the target: two thousand words of its own.
    const text = Array.from({ length: 2_000 }, (_, i) => `word${i}`).join(' ');
    documents.push({ id: big, title: 'Big', section: null, text, inbound: 0 });
    stored.push({ url: '/docs/big/', title: 'Big', section: null, subcategory: '', text: 'cursor' });
    const shards = files(documents, stored, 4_000).shards.map(unpackShard);
    expect(shards.find((shard) => shard.documents.has(big))?.documents.size).toBe(1);
    const empty = files([], [], 4_000);
    expect(empty.shards).toEqual([]);
    expect(search(loadSearch(empty.index, []), 'cursor')).toEqual({ hits: [], suggestion: null });
  });

  it('reads the shards of the "Did you mean" query when no word of the query is indexed', () => {
    const { documents, stored } = generatedSite(150, 7);
    const split = prepare(documents, stored, 4_000);
    // A four-letter word is not corrected without asking (correct.ts): "Did you mean" offers it.
    expect(shardsFor(split, 'sycn').length).toBeGreaterThan(0);
    expect(search(split, 'sycn')).toEqual({ hits: [], suggestion: 'sync' });
    expect(shardsFor(split, 'xylophonequartz')).toEqual([]);
  });

  it('finds nothing in a shard not loaded yet: the browser loads the shards first', () => {
    const { documents, stored } = generatedSite(150, 8);
    const { index, shards } = files(documents, stored, 4_000);
    const empty = loadSearch(index, []);
    expect(search(empty, 'cursor').hits).toEqual([]);
    expect(search(loadSearch(index, shards), 'cursor').hits.length).toBeGreaterThan(0);
  });
});

describe('search', () => {
  it('finds pages by prefix and stem, as before', () => {
    expect(urls('pagin')[0]).toBe('/docs/pagination/');
    expect(urls('handler')).toEqual(['/docs/handlers/', '/docs/handler-types/']);
  });

  it('ranks a title above a heading above the body, the shorter title first', () => {
    const docs: Array<[string, string, string | null, string]> = [
      ['/docs/other/', 'Other', null, 'Pagination mentioned in passing.'],
      ['/docs/ops/#pagination', 'Graph operations', 'Pagination', 'A cursor.'],
      ['/docs/pagination-guide/', 'Pagination guide for everyone', null, 'Return large collections.'],
      ['/docs/pagination/', 'Pagination', null, 'Return large collections.'],
    ];
    const own = prepare(
      docs.map(([, title, section, text], id) => ({ id, title, section, text, inbound: 0 })),
      docs.map(([url, title, section, text]) => ({ url, title, section, subcategory: '', text })),
    );
    expect(search(own, 'pagination').hits.map((hit) => hit.url)).toEqual([
      '/docs/pagination/',
      '/docs/pagination-guide/',
      '/docs/ops/#pagination',
      '/docs/other/',
    ]);
  });

  it('puts documents holding more of the query first, whatever their weights', () => {
    const own = prepare(
      [
        { id: 0, title: 'Webhooks', section: 'Signatures', text: 'Verify every delivery.', inbound: 9 },
        { id: 1, title: 'Other', section: null, text: 'A webhook signature is checked on each delivery.', inbound: 0 },
      ],
      [
        { url: '/docs/webhooks/#signatures', title: 'Webhooks', section: 'Signatures', subcategory: '', text: '' },
        { url: '/docs/other/', title: 'Other', section: null, subcategory: '', text: '' },
      ],
    );
    expect(search(own, 'webhook signature delivery checked').hits.map((hit) => hit.url)).toEqual([
      '/docs/other/',
      '/docs/webhooks/#signatures',
    ]);
  });

  it('fills the five hits from other pages when one page has many matching sections', () => {
    const many = Array.from({ length: 60 }, (_, i) => ({
      id: i,
      title: 'Retries',
      section: `Case ${i}`,
      text: 'Retries back off.',
      inbound: 0,
    }));
    const others = Array.from({ length: 4 }, (_, i) => ({ id: 60 + i, title: `Other ${i}`, section: null, text: 'A retry.', inbound: 0 }));
    const stored = [...many, ...others].map((doc) => ({
      url: doc.id < 60 ? `/docs/retries/#case-${doc.id}` : `/docs/other-${doc.id}/`,
      title: doc.title,
      section: doc.section,
      subcategory: '',
      text: doc.text,
    }));
    const urls = search(prepare([...many, ...others], stored), 'retries').hits.map((hit) => hit.url);
    expect(urls).toHaveLength(5);
    expect(urls.filter((url) => url.startsWith('/docs/retries/'))).toHaveLength(2);
  });

  it('forgives a misspelled word and marks the word meant', () => {
    expect(urls('pagnation')[0]).toBe('/docs/pagination/');
    expect(urls('webhoks signature')).toEqual(['/docs/webhooks/']);
    const [hit] = search(loaded, 'hanlders').hits;
    expect(hit?.url).toBe('/docs/handlers/');
    expect(hit?.title).toEqual([{ text: 'Handlers', match: true }]);
    expect(hit?.terms).toContain('handlers');
  });

  it('finds a page by a word typed as one that the page writes as two', () => {
    const two: Array<[string, string, string]> = [
      ['/docs/multi-homing/', 'Multi-homing', 'Serve one connector from several regional hosts.'],
      ['/docs/rate-limits/', 'Rate limiting', 'Back off when the provider says so.'],
      ['/docs/iframe/', 'Iframe embedding', 'Put the product in an iframe.'],
    ];
    const own = prepare(
      two.map(([, title, text], id) => ({ id, title, section: null, text, inbound: 0 })),
      two.map(([url, title, text]) => ({ url, title, section: null, subcategory: 'Docs', text })),
    );
    const [hit] = search(own, 'multihoming').hits;
    expect(hit?.url).toBe('/docs/multi-homing/');
    expect(hit?.title.filter((segment) => segment.match).map((segment) => segment.text)).toEqual(['Multi', 'homing']);
    expect(search(own, 'ratelimiting').hits[0]?.url).toBe('/docs/rate-limits/');
    expect(search(own, 'iframee').hits[0]?.url).toBe('/docs/iframe/');
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
