import { parentPort } from 'node:worker_threads';
import { pageTwin, type PageTwin, type TwinSite, type TwinSource } from '../../../twins/pageTwin';

/**
 * The MDX thread: makes Markdown twins (MDX to Markdown) with pageTwin, beside webpack's work. The
 * entry of its own bundle (see bundle.ts), compiled like gatsby-node.
 */

export type ThreadRequest = { id: number; twinSite: TwinSite } | { id: number; twin: TwinSource };

export type ThreadReply = { id: number; twin?: PageTwin; error?: string };

let site: TwinSite | undefined;

async function handle(message: ThreadRequest): Promise<ThreadReply> {
  if ('twinSite' in message) {
    site = message.twinSite;
    return { id: message.id };
  }
  if (!site) throw new Error('no site for the Markdown twins');
  return { id: message.id, twin: pageTwin(message.twin, site) };
}

// One request at a time, in the order sent: each reply goes back when ready, and memory holds one page's trees.
let queue = Promise.resolve();
parentPort?.on('message', (message: ThreadRequest) => {
  queue = queue.then(() =>
    handle(message).then(
      (reply) => parentPort?.postMessage(reply),
      (error: unknown) => parentPort?.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) }),
    ),
  );
});
