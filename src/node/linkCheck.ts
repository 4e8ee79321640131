import { Parser } from 'htmlparser2';

/** What the crawl needs from one built page. */
export interface PageScan {
  links: string[];
  ids: Set<string>;
}

/**
 * Internal `<a href>`s and every `id` of a page. Links that open elsewhere (`target=_blank`) or
 * were already reported at compile time (`data-no-broken-link-check`) are skipped, as Docusaurus does.
 */
export function scanHtml(html: string): PageScan {
  const scan: PageScan = { links: [], ids: new Set() };
  const parser = new Parser({
    onopentag(name, attributes) {
      if (attributes.id) scan.ids.add(attributes.id);
      if (name !== 'a' || attributes.href === undefined) return;
      if (attributes.target === '_blank' || 'data-no-broken-link-check' in attributes) return;
      scan.links.push(attributes.href);
    },
  });
  parser.write(html);
  parser.end();
  return scan;
}

export interface BrokenLink {
  /** URL path of the page that holds the link, e.g. `/docs/intro/`. */
  page: string;
  link: string;
  resolved: string;
}

export interface LinkReport {
  brokenLinks: BrokenLink[];
  brokenAnchors: BrokenLink[];
}

/**
 * Checks every internal link between built pages. `pages` is keyed by URL path with the base path
 * (`/docs/intro/`); `fileExists` answers for other files under the base path (images, sitemap).
 * Links outside the base path (`/admin/login`) belong to other apps and are not checked.
 */
export function checkSiteLinks(pages: Map<string, PageScan>, basePath: string, fileExists: (urlPath: string) => boolean): LinkReport {
  const report: LinkReport = { brokenLinks: [], brokenAnchors: [] };
  const origin = 'https://site.invalid';
  for (const [page, scan] of pages) {
    for (const link of scan.links) {
      let url: URL;
      try {
        url = new URL(link, `${origin}${page}`);
      } catch {
        report.brokenLinks.push({ page, link, resolved: link });
        continue;
      }
      if (url.origin !== origin || !`${url.pathname}/`.startsWith(basePath)) continue;
      let pathname: string;
      try {
        pathname = decodeURI(url.pathname);
      } catch {
        pathname = url.pathname;
      }
      // Trailing slashes are not significant when matching (the server redirects to the slash form).
      const target =
        pages.get(pathname) ?? pages.get(`${pathname}/`) ?? (pathname === basePath.slice(0, -1) ? pages.get(basePath) : undefined);
      const resolved = `${pathname}${url.hash}`;
      if (!target) {
        if (!fileExists(pathname)) report.brokenLinks.push({ page, link, resolved });
        continue;
      }
      const hash = url.hash.slice(1);
      if (!hash) continue;
      let id = hash;
      try {
        id = decodeURIComponent(hash);
      } catch {
        // keep the raw hash
      }
      if (!target.ids.has(id)) report.brokenAnchors.push({ page, link, resolved });
    }
  }
  return report;
}

/** The Docusaurus-style report: one block per source, then `-> linking to …` lines. */
export function formatLinkReport(title: string, noun: 'link' | 'anchor', items: BrokenLink[], sourceOf: (page: string) => string): string {
  const bySource = new Map<string, BrokenLink[]>();
  for (const item of items) {
    const key = `${sourceOf(item.page)} (${item.page})`;
    bySource.set(key, [...(bySource.get(key) ?? []), item]);
  }
  const blocks = [...bySource].map(
    ([source, links]) =>
      `- Broken ${noun} on source page ${source}:\n${links
        .map((l) => `   -> linking to ${l.link}${l.resolved !== l.link ? ` (resolved as: ${l.resolved})` : ''}`)
        .join('\n')}`,
  );
  return `${title}\n\n${blocks.join('\n\n')}`;
}
