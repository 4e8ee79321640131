import { withPrefix } from 'gatsby';

/** Gatsby's page-data URL for a route: `/intro/` → `/docs/page-data/intro/page-data.json`. */
export function pageDataUrl(route: string): string {
  const trimmed = route.replace(/^\/|\/$/g, '');
  return withPrefix(`/page-data/${trimmed || 'index'}/page-data.json`);
}

export type PageDataProbe = { ok: true } | { ok: false; error: Error };

/**
 * Asks the server for a route's page data, bypassing caches. A 404 counts as fine: the path is
 * simply not a Gatsby page (a file, or the not-found page), which a full load handles. Only an
 * unreachable server or a server error is a failure the reader should see.
 */
export async function probePageData(route: string): Promise<PageDataProbe> {
  const url = pageDataUrl(route);
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (response.ok || response.status === 404) return { ok: true };
    return {
      ok: false,
      error: new Error(`Could not load ${withPrefix(route)}: the server answered ${response.status} for its page data.`),
    };
  } catch (error) {
    return { ok: false, error: new Error(`Could not load ${withPrefix(route)}: ${(error as Error).message}`) };
  }
}

/**
 * The page context a route has on the server now, bypassing caches: after a deploy it names the
 * new build's files. Undefined when it cannot be read.
 */
export async function currentPageContext(route: string): Promise<Record<string, unknown> | undefined> {
  try {
    const response = await fetch(pageDataUrl(route), { cache: 'no-store' });
    if (!response.ok) return undefined;
    const data = (await response.json()) as { result?: { pageContext?: unknown } } | null;
    const context = data?.result?.pageContext;
    return context && typeof context === 'object' ? (context as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
