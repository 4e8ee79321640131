/** `/connectors/CLI/getStarted/` → `/docs/connectors/CLI/getStarted/index.md`: a page's Markdown twin. */
export function markdownTwinPath(pathPrefix: string, route: string): string {
  return `${pathPrefix}${route.endsWith('/') ? route : `${route}/`}index.md`;
}

/** The other way: `/docs/intro/index.md#x` → `/docs/intro/#x`, the page a twin's URL stands for. */
export const twinPageUrl = (twinUrl: string): string => twinUrl.replace(/\/index\.md(?=#|$)/, '/');
