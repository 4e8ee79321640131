import type { BuildArgs } from 'gatsby';
import { PRECOMPRESS_MANIFEST, precompressAhead } from '../build/precompress';
import { mdxWorkers, type MdxWorkers } from '../build/faster/mdxWorkers';
import { pageTwin } from './pageTwin';
import { writeMarkdownFiles, type MakeTwin, type MarkdownFiles } from './writeTwins';

type TwinArgs = Pick<BuildArgs, 'graphql' | 'cache'>;
type TwinOptions = Parameters<typeof writeMarkdownFiles>[1];

let twins: { start: () => void; written: Promise<MarkdownFiles> } | undefined;

/**
 * Readies the Markdown twins (onPreBuild). The twins' own work (a parse and a Markdown
 * serialisation of every page) used to come after the build, in onPostBuild, with nothing beside
 * it. Now, in a cold build, the MDX worker threads make them once they have compiled the pages,
 * and this thread only writes them as they come. Otherwise (no workers: a warm build makes few
 * twins) `startMarkdownTwins` makes them while Gatsby renders the HTML pages, a step that runs in a
 * worker process and leaves this thread waiting. Each file is handed to precompression as written.
 */
export function prepareMarkdownTwins(
  args: TwinArgs,
  options: TwinOptions,
  workers: Pick<MdxWorkers, 'workersStarted' | 'twinInWorker'> = mdxWorkers(),
): void {
  let start = () => {};
  const started = new Promise<void>((resolve) => (start = resolve));
  const inWorkers = workers.workersStarted();
  // A twin a worker could not make (it failed, or stopped) is made here.
  const makeTwin: MakeTwin = async (source, site) =>
    (inWorkers ? await workers.twinInWorker(source, site) : undefined) ?? pageTwin(source, site);
  const written = (inWorkers ? Promise.resolve() : started).then(() =>
    writeMarkdownFiles(args, options, (files) => precompressAhead(options.publicDir, files, PRECOMPRESS_MANIFEST, 'markdown'), makeTwin),
  );
  // A failure is reported where the twins are awaited (finishMarkdownTwins), not as an unhandled rejection.
  written.catch(() => {});
  twins = { start, written };
}

/** Starts writing the twins if they wait for it; called when the HTML renderer is built (see onCreateWebpackConfig). */
export function startMarkdownTwins(): void {
  twins?.start();
}

/** The twins, written (onPostBuild): started now if nothing started them before. */
export function finishMarkdownTwins(args: TwinArgs, options: TwinOptions): Promise<MarkdownFiles> {
  if (!twins) prepareMarkdownTwins(args, options);
  const current = twins as NonNullable<typeof twins>;
  twins = undefined;
  current.start();
  return current.written;
}
