import { describe, expect, it } from 'vitest';
import { checkSiteLinks, formatLinkReport, scanHtml, type PageScan } from './linkCheck';

describe('scanHtml', () => {
  it('collects internal links and ids, skipping new-tab and already-reported links', () => {
    const scan = scanHtml(`
      <h2 id="setup">Setup</h2><a href="/docs/intro/">x</a><a href="#setup">y</a>
      <a href="https://api.tracker.example" target="_blank">ext</a>
      <a href="./missing.mdx" data-no-broken-link-check="true">md</a><a>no href</a>`);
    expect(scan.links).toEqual(['/docs/intro/', '#setup']);
    expect([...scan.ids]).toEqual(['setup']);
  });
});

describe('checkSiteLinks', () => {
  const page = (links: string[], ids: string[] = []): PageScan => ({ links, ids: new Set(ids) });
  const pages = new Map<string, PageScan>([
    ['/docs/', page(['/docs/intro/', '/docs/img/logo.svg', '/admin/login', 'https://example.com/'])],
    ['/docs/intro/', page(['/docs/intro#setup', '#setup', '#', '/docs/nope/', '../category/x/#top', '/docs/intro/#gone'], ['setup'])],
    ['/docs/category/x/', page(['/docs'], ['top'])],
  ]);
  const report = checkSiteLinks(pages, '/docs/', (p) => p === '/docs/img/logo.svg');

  it('fails links to pages that do not exist, with the resolved target', () => {
    expect(report.brokenLinks).toEqual([{ page: '/docs/intro/', link: '/docs/nope/', resolved: '/docs/nope/' }]);
  });

  it('warns on anchors to missing ids, ignoring bare # and trailing-slash differences', () => {
    expect(report.brokenAnchors).toEqual([{ page: '/docs/intro/', link: '/docs/intro/#gone', resolved: '/docs/intro/#gone' }]);
  });

  it('formats a report per source file', () => {
    const text = formatLinkReport('Broken links found!', 'link', report.brokenLinks, () => 'content/docs/intro.mdx');
    expect(text).toBe(
      'Broken links found!\n\n- Broken link on source page content/docs/intro.mdx (/docs/intro/):\n   -> linking to /docs/nope/',
    );
  });
});
