import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { PageTwin, TwinSite, TwinSource } from '../../../twins/pageTwin';
import type { ThreadReply } from './thread';

/** One thread per core beside webpack's, at most two: on two cores, one. */
const THREADS = Math.max(1, Math.min(2, os.availableParallelism() - 1));

interface Thread {
  request: (message: object) => Promise<ThreadReply>;
  load: () => number;
  broken: () => boolean;
  stop: () => void;
  /** Stops the thread once it has answered what it was asked. */
  retire: () => void;
}

function startThread(file: string, pathPrefix: string): Thread {
  const thread = new Worker(file, { workerData: { pathPrefix } });
  const pending = new Map<number, { resolve: (reply: ThreadReply) => void; reject: (error: Error) => void }>();
  let next = 0;
  let broken: Error | undefined;
  let retiring = false;
  // A thread keeps the build's process alive only while it has work; a retiring one ends with its last answer.
  const idle = () => {
    if (pending.size) thread.ref();
    else if (retiring) void thread.terminate();
    else thread.unref();
  };
  idle();
  thread.on('message', (reply: ThreadReply) => {
    pending.get(reply.id)?.resolve(reply);
    pending.delete(reply.id);
    idle();
  });
  const fail = (error: Error) => {
    broken ??= error;
    for (const { reject } of pending.values()) reject(broken);
    pending.clear();
    idle();
  };
  thread.on('error', fail);
  // A thread that ends by itself (plugin code calling process.exit) would leave its work waiting.
  thread.on('exit', (code) => fail(new Error(`an MDX thread stopped (exit code ${code})`)));
  return {
    load: () => pending.size,
    broken: () => broken !== undefined,
    stop: () => void thread.terminate(),
    retire: () => {
      retiring = true;
      idle();
    },
    request: (message) =>
      broken
        ? Promise.reject(broken)
        : new Promise((resolve, reject) => {
            const id = next++;
            pending.set(id, { resolve, reject });
            idle();
            thread.postMessage({ ...message, id });
          }),
  };
}

/**
 * The MDX threads: each takes one request at a time, in order. Every answer is undefined when no
 * thread could give it (none working, or it failed): the caller then does the work itself.
 */
export class MdxThreadPool {
  private readonly threads: Thread[];
  private readonly sites = new WeakSet<TwinSite>();
  /** The description of the threads' compile options (optionsShape.ts), the same in each thread. */
  readonly shape: Promise<string | undefined>;

  constructor(bundle: string, pathPrefix: string, count = THREADS) {
    this.threads = Array.from({ length: count }, () => startThread(bundle, pathPrefix));
    this.shape = Promise.all(this.threads.map((thread) => thread.request({ shape: true }).then((reply) => reply.shape))).then(
      (shapes) => (shapes.every((shape) => shape === shapes[0]) ? shapes[0] : undefined),
      () => undefined,
    );
  }

  private request(message: object): Promise<ThreadReply | undefined> {
    const working = this.threads.filter((thread) => !thread.broken());
    if (!working.length) return Promise.resolve(undefined);
    return working
      .reduce((a, b) => (b.load() < a.load() ? b : a))
      .request(message)
      .catch(() => undefined);
  }

  /** A page compiled as gatsby-plugin-mdx's loader would; an error or no thread gives undefined. */
  async compile(page: { absolutePath: string; body: string; mdxNodeId: string }): Promise<string | undefined> {
    const reply = await this.request({ compile: page });
    return typeof reply?.code === 'string' ? reply.code : undefined;
  }

  /** A page's twin (pageTwin in a thread), after the requests sent before it; the site goes to each thread once. */
  async twin(source: TwinSource, site: TwinSite): Promise<PageTwin | undefined> {
    if (!this.sites.has(site)) {
      this.sites.add(site);
      for (const thread of this.threads) if (!thread.broken()) thread.request({ twinSite: site }).catch(() => undefined);
    }
    const reply = await this.request({ twin: source });
    return reply?.twin;
  }

  stop(): void {
    for (const thread of this.threads) thread.stop();
  }

  /** Stops each thread once it has answered what it was asked: what comes after is done by the caller. */
  retire(): void {
    for (const thread of this.threads) thread.retire();
  }
}
