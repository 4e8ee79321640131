/**
 * localStorage that never throws: private modes and sandboxed iframes refuse storage, and a
 * preference that cannot be saved must not take the page down. Warns once, then reads as empty.
 */
let warned = false;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function warnOnce(error: unknown) {
  if (warned) return;
  warned = true;
  console.warn('Browser storage is unavailable; preferences will not be remembered.', error);
}

export function readStorage(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch (error) {
    warnOnce(error);
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch (error) {
    warnOnce(error);
  }
}

export function removeStorage(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch (error) {
    warnOnce(error);
  }
}

/** Calls `listener` when another tab changes `key`; returns the unsubscribe function. */
export function onStorageChange(key: string, listener: (value: string | null) => void): () => void {
  const handle = (event: StorageEvent) => {
    if (event.key === key) listener(event.newValue);
  };
  window.addEventListener('storage', handle);
  return () => window.removeEventListener('storage', handle);
}
