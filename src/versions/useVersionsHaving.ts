import React from 'react';
import { siteConfig } from '../config/site';
import { routeFromPathname } from '../lib/route';
import { pageDataUrl } from '../routing/pageData';
import { versionOfRoute, versionRoute, type DocsVersion } from '../routes/versions';

export interface PageElsewhere {
  version: DocsVersion;
  /** The page's route in that version (`/1.x/connectors/recipes/polling/`). */
  route: string;
}

/**
 * Where else a path the site has no page for exists, in the other versions: a page removed from
 * the latest docs is still in the release that had it, and a released version's URL may name a page
 * that only a newer version has. Asked of the server once the not-found page has hydrated (one HEAD
 * per version, for the page data), since one HTML file serves every missing path.
 */
export function useVersionsHaving(pathname: string): PageElsewhere[] {
  const [found, setFound] = React.useState<PageElsewhere[]>([]);
  React.useEffect(() => {
    // Another missing path (back from one 404 to another): nothing is offered until it is asked.
    setFound([]);
    const versions = siteConfig.docs.versions;
    const { version: own, route } = versionOfRoute(versions, routeFromPathname(pathname));
    const within = route.endsWith('/') ? route : `${route}/`;
    // The not-found page's own paths have page data too, and are no one's page.
    if (versions.length < 2 || within === '/' || /^\/(404|dev-404-page)\//.test(within)) return undefined;
    let live = true;
    const candidates = versions
      .filter((version) => version.name !== own.name)
      .map((version) => ({ version, route: versionRoute(version, within) }));
    const exists = (route: string) =>
      fetch(pageDataUrl(route), { method: 'HEAD' }).then(
        // A host that answered a missing file with an HTML page would otherwise offer every path.
        (response) => response.ok && /json/.test(response.headers.get('content-type') ?? ''),
        () => false,
      );
    void Promise.all(candidates.map(async (candidate) => ((await exists(candidate.route)) ? [candidate] : []))).then(
      (lists) => live && setFound(lists.flat()),
    );
    return () => {
      live = false;
    };
  }, [pathname]);
  return found;
}
