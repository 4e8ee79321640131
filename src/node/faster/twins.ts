import crypto from 'node:crypto';
import { listRelativeFiles } from '../../lib/listFiles';
import { pageTwin, type PageTwin, type TwinSite, type TwinSource } from '../../twins/pageTwin';
import type { TwinMaker } from '../../twins/writeTwins';
import type { MdxThread } from './mdxThreads/mdxThread';

/** Gatsby's cache, as Node APIs get it. */
interface Cache {
  get: (key: string) => Promise<unknown>;
  set: (key: string, value: unknown) => Promise<unknown>;
}

const isTwin = (value: unknown): value is PageTwin =>
  typeof (value as PageTwin | undefined)?.markdown === 'string' &&
  Array.isArray((value as PageTwin).links) &&
  Array.isArray((value as PageTwin).anchors);

/**
 * The Markdown twins made faster, each still by pageTwin: in the MDX thread (`thread`), kept in
 * Gatsby's cache between builds (`cache`), and started as soon as the pages are known (`prepare`,
 * in onPreBuild) so the threads make them while webpack runs. A twin a thread cannot make is made
 * here. `codeVersion` names the code that makes twins: a new version makes every twin again.
 */
export class FasterTwins {
  private readonly started = new Map<string, Promise<PageTwin>>();
  private readonly shapes = new WeakMap<TwinSite, string>();

  constructor(private readonly options: { thread?: MdxThread; cache?: Cache; codeVersion: string }) {}

  /** A twin depends on its source, on which routes and content files exist (its links resolve against them) and on the code. */
  private key(source: TwinSource, site: TwinSite): string {
    let shape = this.shapes.get(site);
    if (!shape) {
      shape = JSON.stringify([
        [...site.twinRoutes].sort(),
        site.roots.map((root) => [root.version, listRelativeFiles(root.docsRoot)]),
        site.basePath,
        this.options.codeVersion,
      ]);
      this.shapes.set(site, shape);
    }
    return `markdown-twin-${crypto.createHash('sha256').update(JSON.stringify(source)).update(shape).digest('base64url')}`;
  }

  private async make(source: TwinSource, site: TwinSite, key: string): Promise<PageTwin> {
    const { thread, cache } = this.options;
    const cached = await cache?.get(key);
    if (isTwin(cached)) return cached;
    const twin = (await thread?.twin(source, site)) ?? pageTwin(source, site);
    await cache?.set(key, twin);
    return twin;
  }

  /** Starts making the twins of `sources` (what a TwinMaker is later asked for is then ready or under way). */
  readonly prepare = (sources: readonly TwinSource[], site: TwinSite): void => {
    for (const source of sources) {
      const key = this.key(source, site);
      if (!this.started.has(key)) {
        const twin = this.make(source, site, key);
        // Awaited by the maker; a failure is made again there, not reported unhandled here.
        twin.catch(() => undefined);
        this.started.set(key, twin);
      }
    }
  };

  /** The TwinMaker for writeTwins: every twin not prepared starts at once, and each is handed over in order. */
  maker(): TwinMaker {
    const take = async (source: TwinSource, site: TwinSite): Promise<PageTwin> => {
      const key = this.key(source, site);
      const started = this.started.get(key);
      this.started.delete(key);
      return (await started?.catch(() => undefined)) ?? this.make(source, site, key);
    };
    const prepare = this.prepare;
    return async function* (sources, site) {
      prepare(sources, site);
      for (const source of sources) yield await take(source, site);
    };
  }
}
