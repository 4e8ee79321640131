/**
 * Resolves in a new task, so whatever waits for it runs after the browser has had a turn: input,
 * rendering, other scripts. `scheduler.yield()` where there is one (Chromium 129+; it keeps this
 * continuation ahead of other queued tasks), a message-channel task elsewhere (unlike
 * `setTimeout(0)` it is not clamped to 4 ms).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
