/** `/connectors/CLI/getStarted/` → `/docs/connectors/CLI/getStarted/index.md`: a page's Markdown twin. */
export function markdownTwinPath(pathPrefix: string, route: string): string {
  return `${pathPrefix}${route.endsWith('/') ? route : `${route}/`}index.md`;
}
