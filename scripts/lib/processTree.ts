import fs from 'node:fs';

/** Resident memory of `pid` and all its descendants, in bytes (Linux /proc; 0 when unavailable). */
export function treeRss(pid: number): number {
  let entries: string[];
  try {
    entries = fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return 0;
  }
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const name of entries) {
    try {
      const status = fs.readFileSync(`/proc/${name}/status`, 'utf8');
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1] ?? -1);
      const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0);
      const id = Number(name);
      rss.set(id, kb * 1024);
      children.set(ppid, [...(children.get(ppid) ?? []), id]);
    } catch {
      // The process exited while we looked: it no longer holds memory.
    }
  }
  let total = 0;
  const queue = [pid];
  while (queue.length) {
    const id = queue.pop() as number;
    total += rss.get(id) ?? 0;
    queue.push(...(children.get(id) ?? []));
  }
  return total;
}

/**
 * Samples the memory of a process tree until stopped. Gatsby builds in worker processes, so the
 * peak of the whole tree is what a machine must have, not the peak of the parent alone.
 */
export function samplePeakRss(pid: number, everyMs = 250): { stop: () => number } {
  let peak = treeRss(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, treeRss(pid));
  }, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      return peak;
    },
  };
}
