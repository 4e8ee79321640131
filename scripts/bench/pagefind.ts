import type { SearchDocument } from '../../src/search/node/searchDocuments';
import type { BrowserEngine } from './queryCost';

/** Pagefind as its docs load it: the bundle under /pagefind/, `init()` once, the top 5 results' data. */
const HARNESS = `let ready;
window.runQuery = async (q) => {
  const t = performance.now();
  ready ??= import('/pagefind/pagefind.js').then(async (pf) => { await pf.init?.(); return pf; });
  const pf = await ready;
  const r = await pf.search(q);
  const top = await Promise.all(r.results.slice(0, 5).map((x) => x.data()));
  return { ms: performance.now() - t, urls: top.map((d) => d.url) };
};`;

/** The files that hold the documents (not Pagefind's code or UI): what grows with the site. */
const INDEX_FILE = /\.pf_(index|fragment|meta)$|^pagefind-entry\.json$/;

/** A Pagefind index of `documents` (one record each, with our urls), its index files and build time. */
export async function pagefindEngine(
  documents: SearchDocument[],
): Promise<{ engine: BrowserEngine; indexFiles: { count: number; bytes: number }; buildMs: number }> {
  // The package is ESM-only (its exports have no `require`), and tsx runs this file as CommonJS.
  const pagefind: typeof import('pagefind') = await import('pagefind');
  const started = performance.now();
  try {
    const { index, errors } = await pagefind.createIndex({});
    if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
    // The service answers records in any order; batches keep its queue short.
    for (let i = 0; i < documents.length; i += 500) {
      const added = await Promise.all(
        documents.slice(i, i + 500).map((d) =>
          index.addCustomRecord({
            url: d.url,
            content: [d.title, d.section, d.text].filter(Boolean).join('\n'),
            language: 'en',
            meta: { title: d.section ? `${d.title} › ${d.section}` : d.title },
          }),
        ),
      );
      const failed = added.flatMap((r) => r.errors);
      if (failed.length) throw new Error(`Pagefind: ${failed.join('; ')}`);
    }
    const built = await index.getFiles();
    if (built.errors.length) throw new Error(`Pagefind: ${built.errors.join('; ')}`);
    const buildMs = performance.now() - started;
    const data = built.files.filter((f) => INDEX_FILE.test(f.path));
    return {
      engine: { files: new Map(built.files.map((f) => [`/pagefind/${f.path}`, Buffer.from(f.content)])), harness: HARNESS },
      indexFiles: { count: data.length, bytes: data.reduce((sum, f) => sum + f.content.length, 0) },
      buildMs,
    };
  } finally {
    // The index lives in Pagefind's binary, a child process that would keep Node running.
    await pagefind.close();
  }
}
