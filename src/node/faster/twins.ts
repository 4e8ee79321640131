import crypto from 'node:crypto';
import type { GatsbyCache } from 'gatsby';
import { listRelativeFiles } from '../../lib/listFiles';
import { pageTwin, type PageTwin, type TwinSite, type TwinSource } from '../../twins/pageTwin';
import type { TwinMaker } from '../../twins/writeTwins';

/** Makes many twins elsewhere (twinsInThread), in the order given. */
type Thread = (batch: { sources: readonly TwinSource[]; site: TwinSite }) => Promise<PageTwin[]>;

type TwinsOptions = { thread?: Thread; cache?: Pick<GatsbyCache, 'get' | 'set'>; codeVersion: string; warn?: (message: string) => void };

/**
 * The Markdown twins made faster, each still by pageTwin: kept in Gatsby's cache between builds
 * (`cache`), and those the cache lacks made in the MDX thread while webpack runs (`prepare`, in
 * onPreBuild). A twin the thread did not make is made here. `codeVersion` names the code that makes
 * twins: a new version makes every twin again.
 */
export class FasterTwins {
  private readonly ahead = new Map<string, Promise<PageTwin | undefined>>();
  private readonly shapes = new WeakMap<TwinSite, string>();

  constructor(private readonly options: TwinsOptions) {}

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

  /** Starts the thread on the twins of `sources` that the cache lacks. */
  async prepare(sources: readonly TwinSource[], site: TwinSite): Promise<void> {
    const { thread, cache } = this.options;
    if (!thread) return;
    const missing: Array<{ source: TwinSource; key: string }> = [];
    for (const source of sources) {
      const key = this.key(source, site);
      if (!this.ahead.has(key) && !((await cache?.get(key)) as PageTwin | undefined)?.anchors) missing.push({ source, key });
    }
    if (!missing.length) return;
    // A failed thread leaves every twin to be made here, and says so.
    const made = thread({ sources: missing.map(({ source }) => source), site }).catch((error: unknown): PageTwin[] => {
      this.options.warn?.(`the MDX thread made no twins (${String(error)}): they are made after the build`);
      return [];
    });
    for (const [at, { key }] of missing.entries())
      this.ahead.set(
        key,
        made.then((twins) => twins[at]),
      );
  }

  /** The TwinMaker for writeTwins: each twin from the cache, the thread or pageTwin here, in order. */
  maker(): TwinMaker {
    const { cache } = this.options;
    const find = async (source: TwinSource, site: TwinSite): Promise<PageTwin> => {
      const key = this.key(source, site);
      // The key names the code that made a kept twin, so its shape is this code's.
      const kept = (await cache?.get(key)) as PageTwin | undefined;
      if (kept?.anchors) return kept;
      const twin = (await this.ahead.get(key)) ?? pageTwin(source, site);
      await cache?.set(key, twin);
      return twin;
    };
    return async function* (sources, site) {
      for (const source of sources) yield await find(source, site);
    };
  }
}
