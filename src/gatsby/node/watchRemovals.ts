import type { Compiler } from 'webpack';
import { warnOnce, type Warn } from './failSafe';

/** What an author sees when the workaround steps aside. */
const INSTEAD = 'the preview may need a restart after a page is removed';

/** The part of webpack's watch file system (lib/node/NodeWatchFileSystem.js) this reads. */
interface WatchFileSystem {
  watch: (...args: unknown[]) => unknown;
  /** The Watchpack of the current watch, made anew by each `watch` call. */
  watcher?: { once?: (event: string, listener: (file: string) => void) => unknown } | null;
}

/**
 * `gatsby develop` resumes webpack's suspended watcher when webpack's `invalid` hook fires, and
 * webpack fires it for a changed file only: after a page was deleted, renamed or moved, the preview
 * stopped rebuilding without a word until it was restarted (gatsbyjs/gatsby#32300, its fix never
 * merged). This reports a removed file as webpack reports a changed one, through the same callback.
 * When the file system is not the shape read here, it warns once and leaves webpack as it is.
 */
export class ReportRemovals {
  constructor(private readonly warn: Warn) {}

  apply(compiler: Compiler): void {
    const fileSystem = compiler.watchFileSystem as unknown as WatchFileSystem | null;
    if (typeof fileSystem?.watch !== 'function') {
      warnOnce('reportRemovals', this.warn, "webpack's watch file system has no watch()", INSTEAD);
      return;
    }
    const watch = fileSystem.watch.bind(fileSystem);
    fileSystem.watch = (...args: unknown[]) => {
      const watching = watch(...args);
      // watch(files, directories, missing, startTime, options, callback, callbackUndelayed)
      const reportChange = args[6];
      if (typeof reportChange !== 'function') return watching;
      if (typeof fileSystem.watcher?.once !== 'function') warnOnce('reportRemovals', this.warn, "webpack's watcher has no events", INSTEAD);
      else fileSystem.watcher.once('remove', (file) => (reportChange as (file: string, time: number) => void)(file, Date.now()));
      return watching;
    };
  }
}
