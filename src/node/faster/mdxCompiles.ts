import crypto from 'node:crypto';
import type { LoaderContext } from 'webpack';
import { adapt, warnOnce, type Warn } from '../../gatsby/node/failSafe';
import { mdxLoaderOptions, mdxLoaderPage, type MdxPluginInternals } from '../../gatsby/node/mdxPlugin';
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

/**
 * How the production builds compile an MDX page, for the loader that stands in for
 * gatsby-mdx-loader (delegatingLoader.cjs):
 * - `threads`: in an MDX thread when one has (or can) compile it with the same options, else here;
 * - `crossCompiler`: once for both webpack builds (the browser bundle and the HTML renderer): a
 *   result is kept until its second use, keyed on the file and its content.
 */
export class MdxCompiles {
  private readonly kept = new Map<string, { result: Promise<string | Buffer>; uses: number }>();
  private readonly started = new Map<string, Promise<string | undefined>>();

  constructor(
    private readonly options: {
      crossCompiler: boolean;
      threads?: { thread: MdxThread; internals: MdxPluginInternals };
      part: string;
      warn: Warn;
    },
  ) {}

  /** Starts compiling `pages` in the threads, before webpack asks for them (a cold build). */
  startCompiling(pages: Array<{ absolutePath: string; body: string; mdxNodeId: string }>): void {
    const threads = this.options.threads;
    if (!threads) return;
    for (const page of pages) this.started.set(`${page.absolutePath}\0${page.body}`, threads.thread.compile(page));
  }

  /** The `use` entry that replaces gatsby-mdx-loader's own. */
  wrap(delegatingLoader: string): (entry: UseEntry) => UseEntry {
    return (entry) => ({
      loader: delegatingLoader,
      options: { run: (context: LoaderContext<unknown>, source: string) => this.compile(context, source, entry) },
    });
  }

  private compile(context: LoaderContext<unknown>, source: string, entry: UseEntry): Promise<string | Buffer> {
    const compile = () => this.inThread(context, entry).then((code) => code ?? runLoader(entry)(context, source));
    if (!this.options.crossCompiler) return compile();
    const key = `${context.resourcePath}\0${crypto.createHash('sha256').update(source).digest('base64')}`;
    let kept = this.kept.get(key);
    if (!kept) this.kept.set(key, (kept = { result: compile(), uses: 0 }));
    kept.uses += 1;
    // Dropped after the second build's use, so memory holds at most the pages compiled once.
    if (kept.uses >= 2) this.kept.delete(key);
    kept.result.catch(() => this.kept.delete(key));
    return kept.result;
  }

  /** The page compiled in a thread, or undefined for this thread to compile it (and report its errors). */
  private async inThread(context: LoaderContext<unknown>, entry: UseEntry): Promise<string | undefined> {
    const threads = this.options.threads;
    if (!threads) return undefined;
    const { part, warn } = this.options;
    const loaderOptions = adapt(part, warn, () => mdxLoaderOptions(entry.options));
    if (!loaderOptions) return undefined;
    const shape = await threads.thread.shape;
    if (shape !== describeMdxOptions(loaderOptions.options)) {
      warnOnce(
        part,
        warn,
        shape === undefined ? 'the MDX threads did not start' : "the MDX threads' compile options differ from gatsby-mdx-loader's",
      );
      return undefined;
    }
    const page = await mdxLoaderPage(loaderOptions, threads.internals, context.resourcePath);
    if (!page) return undefined;
    const key = `${context.resourcePath}\0${page.body}`;
    const started = this.started.get(key);
    this.started.delete(key);
    // A page that failed in a thread comes back undefined: this thread compiles it and reports the error.
    return started ?? threads.thread.compile({ absolutePath: context.resourcePath, ...page });
  }
}
