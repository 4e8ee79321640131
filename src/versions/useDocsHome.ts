import React from 'react';
import { VERSION_STORAGE_KEY } from '../config/constants';
import { mainDocRoute, siteConfig } from '../config/site';
import { readStorage } from '../lib/storage';
import { versionRoute } from '../routes/versions';
import { useInDocsVersion, usePageVersion } from './VersionContext';

/**
 * Where "Documentation" leads: on a page of a docs version (useInDocsVersion), its main doc; elsewhere, the main doc of
 * the version the reader chose last (the stored preference), read once the page has hydrated, so
 * the HTML, the same for every reader, names current's.
 */
export function useDocsHome(isDocPage: boolean): string {
  const { version } = usePageVersion();
  const inVersion = useInDocsVersion(isDocPage);
  const [preferred, setPreferred] = React.useState(mainDocRoute);
  React.useEffect(() => {
    const stored = siteConfig.docs.versions.find((v) => v.name === readStorage(VERSION_STORAGE_KEY));
    setPreferred(stored ? versionRoute(stored, mainDocRoute) : mainDocRoute);
  }, [version]);
  return inVersion ? versionRoute(version, mainDocRoute) : preferred;
}
