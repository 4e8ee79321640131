import { Worker } from 'node:worker_threads';
import type { PageTwin, TwinSite, TwinSource } from '../../../twins/pageTwin';
import type { ThreadReply } from './thread';

/**
 * The MDX thread beside the build's: it takes one request at a time, in order. Every answer is
 * undefined when the thread could not give it (it failed, or stopped): the caller then does the work
 * itself. One thread, not one per core: the build was measured on two cores only, where a second
 * would have no core of its own.
 */
export class MdxThread {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve: (reply: ThreadReply) => void; reject: (error: Error) => void }>();
  private next = 0;
  private broken?: Error;
  private retiring = false;
  private site?: TwinSite;

  constructor(bundle: string) {
    this.worker = new Worker(bundle);
    this.idle();
    this.worker.on('message', (reply: ThreadReply) => {
      this.pending.get(reply.id)?.resolve(reply);
      this.pending.delete(reply.id);
      this.idle();
    });
    const fail = (error: Error) => {
      this.broken ??= error;
      for (const { reject } of this.pending.values()) reject(this.broken);
      this.pending.clear();
      this.idle();
    };
    this.worker.on('error', fail);
    // A thread that ends by itself (plugin code calling process.exit) would leave its work waiting.
    this.worker.on('exit', (code) => fail(new Error(`the MDX thread stopped (exit code ${code})`)));
  }

  /** The thread keeps the build's process alive only while it has work; a retiring one ends with its last answer. */
  private idle(): void {
    if (this.pending.size) this.worker.ref();
    else if (this.retiring) void this.worker.terminate();
    else this.worker.unref();
  }

  private request(message: object): Promise<ThreadReply | undefined> {
    if (this.broken) return Promise.resolve(undefined);
    return new Promise<ThreadReply>((resolve, reject) => {
      const id = this.next++;
      this.pending.set(id, { resolve, reject });
      this.idle();
      this.worker.postMessage({ ...message, id });
    }).catch(() => undefined);
  }

  /** A page's twin (pageTwin in the thread), after the requests sent before it; the site goes to the thread once. */
  async twin(source: TwinSource, site: TwinSite): Promise<PageTwin | undefined> {
    if (this.site !== site) {
      this.site = site;
      void this.request({ twinSite: site });
    }
    return (await this.request({ twin: source }))?.twin;
  }

  stop(): void {
    void this.worker.terminate();
  }

  /** Stops the thread once it has answered what it was asked: what comes after is done by the caller. */
  retire(): void {
    this.retiring = true;
    this.idle();
  }
}
