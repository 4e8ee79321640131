import { VERSION_STORAGE_KEY } from '../config/constants';
import { siteConfig } from '../config/site';
import { readStorage, removeStorage, writeStorage } from '../lib/storage';

/**
 * The reader's preferred docs version, kept in localStorage under Docusaurus's key: set when the
 * version menu is used, dropped at start-up when it names a version the site no longer has.
 */
export function cleanPreferredVersion(versions = siteConfig.docs.versions): void {
  const stored = readStorage(VERSION_STORAGE_KEY);
  if (stored !== null && !versions.some((version) => version.name === stored)) removeStorage(VERSION_STORAGE_KEY);
}

export const storePreferredVersion = (name: string): void => writeStorage(VERSION_STORAGE_KEY, name);
