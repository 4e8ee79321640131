import { TAB_STORAGE_PREFIX } from '../../config/constants';
import { readStorage, writeStorage } from '../../lib/storage';

/**
 * The chosen tab of each group id, shared by every <Tabs> on the page and remembered in
 * localStorage, so picking "pnpm" once switches every package-manager tab set on this and later pages.
 */
const chosen = new Map<string, string | null>();
const listeners = new Set<() => void>();

export function subscribeTabGroups(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function readTabGroup(groupId: string): string | null {
  if (!chosen.has(groupId)) chosen.set(groupId, readStorage(`${TAB_STORAGE_PREFIX}${groupId}`));
  return chosen.get(groupId) ?? null;
}

export function chooseTab(groupId: string, value: string): void {
  chosen.set(groupId, value);
  writeStorage(`${TAB_STORAGE_PREFIX}${groupId}`, value);
  listeners.forEach((listener) => listener());
}
