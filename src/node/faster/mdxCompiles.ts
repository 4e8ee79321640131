import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { LoaderContext } from 'webpack';
import { warnOnce, type Warn } from '../../gatsby/node/failSafe';
import { mdxLoaderCompileOptions } from '../../gatsby/node/mdxPlugin';
import type { UseEntry } from '../../gatsby/node/webpackRules';
import type { MdxThread } from './mdxThreads/mdxThread';
import { describeMdxOptions } from './mdxThreads/optionsShape';

type Compile = (context: LoaderContext<unknown>, source: string) => Promise<string | Buffer>;

/** gatsby-mdx-loader itself, run on the webpack context it would have had. */
function runLoader(entry: UseEntry): Compile {
  return (context, source) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const loader = require(entry.loader) as { default?: unknown };
    const run = (loader.default ?? loader) as (this: unknown, source: string) => Promise<string | Buffer>;
    // The loader reads its own options through `this.getOptions()`.
    return run.call(Object.create(context, { getOptions: { value: () => entry.options } }), source);
  };
}

type Page = { absolutePath: string; body: string; mdxNodeId: string };

/** A file as webpack hands it to the loader: its path with forward slashes and its text without a BOM (loader-runner drops it). */
const fileKey = (file: string, source: string) =>
  `${file.split(path.sep).join('/')}\0${crypto
    .createHash('sha256')
    .update(source.replace(/^\uFEFF/, ''))
    .digest('base64')}`;

/**
 * How the production builds compile an MDX page, for the loader that stands in for
 * gatsby-mdx-loader (delegatingLoader.cjs):
 * - `thread`: the site model's pages are known before webpack starts (preparePages) and compiled
 *   in the MDX thread, every one at once in a cold build, else when webpack asks. The thread's
 *   result is taken when the file webpack hands the loader is the one the page was read from and
 *   the thread's options are the loader's; any other page is compiled here;
 * - `crossCompiler`: once for both webpack builds (the browser bundle and the HTML renderer): a
 *   result is kept until its second use, keyed on the file and its content.
 */
export class MdxCompiles {
  private readonly kept = new Map<string, { result: Promise<string | Buffer>; uses: number }>();
  private readonly pages = new Map<string, Page>();
  private readonly started = new Map<string, Promise<string | undefined>>();

  constructor(private readonly options: { crossCompiler: boolean; thread?: MdxThread; part: string; warn: Warn }) {}

  /** The pages the thread may compile; `ahead` (a cold build, where webpack asks for every page) starts them all now. */
  preparePages(pages: readonly Page[], ahead: boolean): void {
    const thread = this.options.thread;
    if (!thread) return;
    for (const page of pages) {
      let source: string;
      try {
        source = fs.readFileSync(page.absolutePath, 'utf8');
      } catch {
        continue; // A page whose file cannot be read is left to webpack's thread, which reports why.
      }
      const key = fileKey(page.absolutePath, source);
      this.pages.set(key, page);
      if (ahead) this.started.set(key, thread.compile(page));
    }
  }

  /** The `use` entry that replaces gatsby-mdx-loader's own. */
  wrap(delegatingLoader: string): (entry: UseEntry) => UseEntry {
    return (entry) => ({
      loader: delegatingLoader,
      options: { run: (context: LoaderContext<unknown>, source: string) => this.compile(context, source, entry) },
    });
  }

  private compile(context: LoaderContext<unknown>, source: string, entry: UseEntry): Promise<string | Buffer> {
    const key = fileKey(context.resourcePath, source);
    const compile = () => this.fromThread(key, entry).then((code) => code ?? runLoader(entry)(context, source));
    if (!this.options.crossCompiler) return compile();
    let kept = this.kept.get(key);
    if (!kept) this.kept.set(key, (kept = { result: compile(), uses: 0 }));
    kept.uses += 1;
    // Dropped after the second build's use, so memory holds at most the pages compiled once.
    if (kept.uses >= 2) this.kept.delete(key);
    kept.result.catch(() => this.kept.delete(key));
    return kept.result;
  }

  /**
   * Once both bundles are built: pages compiled ahead that webpack never took mean webpack's source
   * of a page is no longer its file as read here, and the thread's work is lost without a word.
   */
  reportUnused(): void {
    const { part, warn } = this.options;
    if (this.started.size) warnOnce(part, warn, `${this.started.size} pages compiled ahead in the MDX thread were never taken by webpack`);
    this.started.clear();
  }

  /** The page as the thread compiled it (or compiles it now), or undefined for this thread to compile it (and report its errors). */
  private async fromThread(key: string, entry: UseEntry): Promise<string | undefined> {
    const page = this.pages.get(key);
    const thread = this.options.thread;
    if (!page || !thread) return undefined;
    const started = this.started.get(key);
    this.started.delete(key);
    const shape = await thread.shape;
    if (shape === describeMdxOptions(mdxLoaderCompileOptions(entry.options))) return started ?? thread.compile(page);
    const { part, warn } = this.options;
    warnOnce(
      part,
      warn,
      shape === undefined ? 'the MDX thread did not start' : "the MDX thread's compile options differ from gatsby-mdx-loader's",
    );
    return undefined;
  }
}
