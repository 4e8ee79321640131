import React from 'react';
import { siteConfig } from '../config/site';
import { routeFromPathname } from '../lib/route';
import { versionOfRoute, type DocsVersion } from '../routes/versions';

/** The released version a browser pathname is under (`/docs/2.x/gone/` → 2.x); undefined under current's. */
export function releasedVersionOf(pathname: string): DocsVersion | undefined {
  const { version } = versionOfRoute(siteConfig.docs.versions, routeFromPathname(pathname));
  return version.status === 'current' ? undefined : version;
}

/**
 * The released version of the URL the reader is at, read once the page has hydrated: a page that
 * one HTML file serves at many paths (the 404 page) names no version in that file.
 */
export function useReleasedVersion(pathname: string): DocsVersion | undefined {
  const [released, setReleased] = React.useState<DocsVersion>();
  React.useEffect(() => setReleased(releasedVersionOf(pathname)), [pathname]);
  return released;
}
