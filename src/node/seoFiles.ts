/** `sitemap.xml` for every public route; `routes` are URL paths with the base path. */
export function buildSitemap(siteUrl: string, routes: string[]): string {
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const urls = [...routes].sort().map((route) => `  <url><loc>${escape(siteUrl + route)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** `robots.txt`: allow the docs and point at the sitemap, or keep crawlers out when noIndex is set. */
export function buildRobots(siteUrl: string, basePath: string, noIndex: boolean): string {
  return noIndex
    ? `User-agent: *\nDisallow: ${basePath}\n`
    : `User-agent: *\nAllow: ${basePath}\n\nSitemap: ${siteUrl}${basePath}sitemap.xml\n`;
}
