import { VERSION_STORAGE_KEY } from '../config/constants';
import { siteConfig } from '../config/site';
import { readStorage, removeStorage } from './storage';

/**
 * The preferred docs version, kept in localStorage like Docusaurus does. The site has one version
 * (`current`), so the only job left is dropping a stored version that no longer exists.
 */
export function cleanPreferredVersion(): void {
  const stored = readStorage(VERSION_STORAGE_KEY);
  if (stored !== null && stored !== siteConfig.docs.version.name) removeStorage(VERSION_STORAGE_KEY);
}
