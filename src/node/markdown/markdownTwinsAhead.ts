import type { BuildArgs } from 'gatsby';
import { PRECOMPRESS_MANIFEST, precompressAhead } from '../postBuild/precompress';
import { writeMarkdownFiles, type MarkdownFiles } from './writeMarkdownFiles';

type TwinArgs = Pick<BuildArgs, 'graphql' | 'cache'>;
type TwinOptions = Parameters<typeof writeMarkdownFiles>[1];

let twins: { start: () => void; written: Promise<MarkdownFiles> } | undefined;

/**
 * Readies the Markdown twins (onPreBuild) for `startMarkdownTwins`, which writes them while Gatsby
 * renders the HTML pages: that step runs in a worker process and leaves this thread waiting, and
 * the twins' own work (a parse and a Markdown serialisation of every page) used to come after it,
 * in onPostBuild, with nothing beside it. Each file is handed to precompression as it is written.
 */
export function prepareMarkdownTwins(args: TwinArgs, options: TwinOptions): void {
  let start = () => {};
  const started = new Promise<void>((resolve) => (start = resolve));
  const written = started.then(() =>
    writeMarkdownFiles(args, options, (files) => precompressAhead(options.publicDir, files, PRECOMPRESS_MANIFEST)),
  );
  // A failure is reported where the twins are awaited (finishMarkdownTwins), not as an unhandled rejection.
  written.catch(() => {});
  twins = { start, written };
}

/** Starts writing the twins; called when the HTML renderer is built (see onCreateWebpackConfig). */
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
