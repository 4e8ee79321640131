import crypto from 'node:crypto';
import fs from 'node:fs';
import type { LoaderContext } from 'webpack';
import { warnOnce, type Warn } from '../../gatsby/node/failSafe';
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

/** A file as webpack reads it: its path and a hash of its content. */
const fileKey = (file: string, source: string | Buffer) => `${file}\0${crypto.createHash('sha256').update(source).digest('base64')}`;

/**
 * How the production builds compile an MDX page, for the loader that stands in for
 * gatsby-mdx-loader (delegatingLoader.cjs):
 * - `thread`: a cold build's pages are compiled ahead in the MDX thread (startCompiling); webpack
 *   takes a page from there when its file is what was compiled and the thread's options are the
 *   loader's, and compiles any other page here;
 * - `crossCompiler`: once for both webpack builds (the browser bundle and the HTML renderer): a
 *   result is kept until its second use, keyed on the file and its content.
 */
export class MdxCompiles {
  private readonly kept = new Map<string, { result: Promise<string | Buffer>; uses: number }>();
  private readonly started = new Map<string, Promise<string | undefined>>();

  constructor(private readonly options: { crossCompiler: boolean; thread?: MdxThread; part: string; warn: Warn }) {}

  /** Starts compiling `pages` in the thread, before webpack asks for them (a cold build). */
  startCompiling(pages: Array<{ absolutePath: string; body: string; mdxNodeId: string }>): void {
    const thread = this.options.thread;
    if (thread)
      for (const page of pages) this.started.set(fileKey(page.absolutePath, fs.readFileSync(page.absolutePath)), thread.compile(page));
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

  /** The page as the thread compiled it, or undefined for this thread to compile it (and report its errors). */
  private async fromThread(key: string, entry: UseEntry): Promise<string | undefined> {
    const started = this.started.get(key);
    const thread = this.options.thread;
    if (!started || !thread) return undefined;
    this.started.delete(key);
    // gatsby-mdx-loader's options are `{ options, cache, getNode }`: the compile options are what must match.
    if ((await thread.shape) === describeMdxOptions((entry.options as { options?: unknown } | undefined)?.options)) return started;
    const { part, warn } = this.options;
    warnOnce(
      part,
      warn,
      (await thread.shape) === undefined
        ? 'the MDX thread did not start'
        : "the MDX thread's compile options differ from gatsby-mdx-loader's",
    );
    return undefined;
  }
}
