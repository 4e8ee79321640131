import { parentPort, workerData } from 'node:worker_threads';
import { pageTwin } from '../../../twins/pageTwin';
import type { TwinBatch } from '../twins';

// The MDX thread's entry, bundled on its own (twins.ts): make the batch of twins, answer, end.
if (parentPort) {
  const { sources, site } = workerData as TwinBatch;
  parentPort.postMessage(sources.map((source) => pageTwin(source, site)));
}
