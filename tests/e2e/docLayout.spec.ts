import path from 'node:path';
import { siteConfig } from '../../src/config/site';
import { lastCommitDates } from '../../src/site/gitDates';
import { expect, test } from './support/test';

test.describe('doc layout', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the sidebar expands the current page’s ancestors; categories collapse and link to their index', async ({ page }) => {
    await page.goto('/docs/connectors/recipes/pagination/');
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    await expect(sidebar.getByRole('button', { name: "Collapse sidebar category 'Connectors'" })).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar.getByRole('button', { name: "Collapse sidebar category 'Recipes'" })).toHaveAttribute('aria-expanded', 'true');
    const cli = sidebar.getByRole('button', { name: "Expand sidebar category 'CLI'" });
    await expect(cli).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar.getByRole('link', { name: 'Debugger' })).toBeHidden();
    await cli.click();
    await expect(sidebar.getByRole('link', { name: 'Debugger' })).toBeVisible();
    await sidebar.getByRole('button', { name: "Collapse sidebar category 'Recipes'" }).click();
    await expect(sidebar.getByRole('link', { name: 'Enums' })).toBeHidden();
    await sidebar.getByRole('link', { name: 'Recipes', exact: true }).click();
    await expect(page).toHaveURL('/docs/category/recipes/');
    await expect(sidebar.getByRole('link', { name: 'Enums' })).toBeVisible();
  });

  test('categories the reader opened stay open across client-side navigation', async ({ page }) => {
    await page.goto('/docs/intro/');
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    await sidebar.getByRole('button', { name: "Expand sidebar category 'Embeds'" }).click();
    await sidebar.getByRole('button', { name: "Expand sidebar category 'Connectors'" }).click();
    await sidebar.getByRole('button', { name: "Expand sidebar category 'CLI'" }).click();
    await sidebar.getByRole('link', { name: 'Embed API' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Embed API');
    await expect(sidebar.getByRole('link', { name: 'Embed API' })).toHaveAttribute('aria-current', 'page');
    // CLI is not an ancestor of the new page: it is open only because the sidebar kept its state.
    await expect(sidebar.getByRole('button', { name: "Collapse sidebar category 'CLI'" })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Debugger' })).toBeVisible();
  });

  test('breadcrumbs lead home and through the categories', async ({ page }) => {
    await page.goto('/docs/connectors/SDK/modules/cache/');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(crumbs.getByRole('listitem')).toHaveText(['', 'Connectors', 'SDK', 'Classes and modules', 'cache']);
    await expect(crumbs.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/docs/');
    await expect(crumbs.getByRole('link', { name: 'Classes and modules' })).toHaveAttribute('href', '/docs/category/classes-and-modules/');
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('cache');
  });

  test('a doc page links "Edit this page" to its source and says when git last changed it', async ({ page }) => {
    await page.goto('/docs/connectors/recipes/pagination/');
    const source = 'content/docs/connectors/recipes/pagination.mdx';
    const edit = page.getByRole('link', { name: 'Edit this page (opens in a new tab)' });
    await expect(edit).toHaveAttribute('href', `${siteConfig.docs.editUrl}${source}`);
    await expect(edit).toHaveAttribute('target', '_blank');
    // The build read the same history; without one (a tarball, an uncommitted page) there is no date.
    const file = path.resolve(__dirname, '../..', source);
    const committed = lastCommitDates(path.dirname(file)).get(file);
    const time = page.locator('main time');
    if (committed) await expect(time).toHaveAttribute('datetime', new Date(committed).toISOString());
    else await expect(page.getByText('Last updated on')).toHaveCount(0);
    // Category pages are generated: nothing to edit.
    await page.goto('/docs/category/recipes/');
    await expect(page.getByRole('link', { name: /Edit this page/ })).toHaveCount(0);
  });

  test('previous and next follow the sidebar order', async ({ page }) => {
    await page.goto('/docs/connectors/build/initialize/');
    const pager = page.getByRole('navigation', { name: 'Docs pages' });
    await expect(pager.getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '/docs/connectors/build/getStarted/');
    await expect(pager.getByRole('link', { name: /Next/ })).toHaveAttribute('href', '/docs/connectors/build/develop/');
    await pager.getByRole('link', { name: /Next/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Develop handlers');
    await page.goto('/docs/intro/');
    await expect(page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Previous/ })).toHaveCount(0);
  });

  test('the table of contents lists h2 and h3 headings but not h4', async ({ page }) => {
    await page.goto('/docs/connectors/configuration/authorizations/');
    const article = page.locator('article');
    await expect(article.locator('h4', { hasText: 'Client credentials grant' })).toBeVisible();
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await expect(toc.getByRole('link', { name: 'Methods', exact: true })).toHaveAttribute('href', '#methods');
    await expect(toc.getByRole('link', { name: 'oauth2', exact: true })).toHaveAttribute('href', '#oauth2');
    await expect(toc.getByRole('link', { name: 'Client credentials grant' })).toHaveCount(0);
    const h2h3 = await article.locator('.markdown h2, [class*=markdown] h2, [class*=markdown] h3').count();
    await expect(toc.getByRole('link')).toHaveCount(h2h3);
  });

  test('the table of contents highlights the heading in view', async ({ page }) => {
    await page.goto('/docs/connectors/recipes/rateLimiting/');
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await page.evaluate(() => document.getElementById('costly-endpoints')?.scrollIntoView());
    await expect(toc.locator('[aria-current="location"]')).toHaveText('Costly endpoints');
    await page.evaluate(() => document.getElementById('automatic-retries-in-provider')?.scrollIntoView());
    await expect(toc.locator('[aria-current="location"]')).toHaveText('Automatic retries in Provider');
    // A jump from the top into the middle of a long section, with no heading anywhere near the
    // viewport: the headings it skipped are above now, and the section's own heading is current.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(toc.locator('[aria-current="location"]')).toHaveText('How limits reach the platform');
    await page.evaluate(() => {
      const top = (id: string) => document.getElementById(id)!.getBoundingClientRect().top + window.scrollY;
      window.scrollTo(0, (top('sharing-a-budget-across-instances') + top('costly-endpoints')) / 2 - 200);
    });
    await expect(toc.locator('[aria-current="location"]')).toHaveText('Sharing a budget across instances');
  });

  test('a TOC link from the top of a long page lands its heading just below the navbar', async ({ page }) => {
    await page.goto('/docs/connectors/recipes/rateLimiting/');
    const toc = page.getByRole('navigation', { name: 'On this page' });
    for (const [name, id] of [
      ['Costly endpoints', 'costly-endpoints'],
      ['Monitoring', 'monitoring'],
      ['Automatic retries in Provider', 'automatic-retries-in-provider'],
    ]) {
      await page.evaluate(() => window.scrollTo(0, 0));
      await toc.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      // Measured after the frames that follow the jump: the heading must stay where it landed.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const top = await page.locator(`#${id}`).evaluate((el) => el.getBoundingClientRect().top);
      expect(top, name).toBeGreaterThanOrEqual(64);
      expect(top, name).toBeLessThan(120);
    }
  });

  test('a table with nothing to scroll is no tab stop', async ({ page }) => {
    await page.goto('/docs/intro/');
    const boxes = page.locator('article table').locator('xpath=..');
    expect(await boxes.count()).toBeGreaterThan(0);
    for (const box of await boxes.all()) await expect(box).not.toHaveAttribute('tabindex');
  });

  test('every heading has a stable id and a hash link that appears on hover', async ({ page }) => {
    await page.goto('/docs/connectors/recipes/pagination/');
    const heading = page.locator('h2#cursor-based-apis');
    const hashLink = heading.getByRole('link', { name: 'Direct link to Cursor-based APIs' });
    await expect(hashLink).toHaveAttribute('href', '#cursor-based-apis');
    // The drawn `#` is not read: the heading's name is its text and the link's.
    await expect(heading).toHaveAccessibleName(/^Cursor-based APIs ?Direct link to Cursor-based APIs$/);
    await expect(hashLink).toHaveCSS('opacity', '0');
    await heading.hover();
    await expect(hashLink).toHaveCSS('opacity', '1');
    await hashLink.click();
    await expect(page).toHaveURL(/#cursor-based-apis$/);
    // The anchor lands below the sticky 64px navbar.
    const top = await heading.evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(64);
    expect(top).toBeLessThan(120);
  });

  test('a doc page sets its text in few font faces: each is a font set-up before the first paint', async ({ page }) => {
    // The same faces as the type scale in tokens.css allows. The two pages had 17 and 16 before the
    // scale was tightened, counting only the text laid out at load; a component that adds its own
    // size or weight shows up here.
    await page.setViewportSize({ width: 412, height: 823 });
    for (const [path, budget] of [
      ['/docs/intro/', 11],
      ['/docs/connectors/recipes/pagination/', 11],
    ] as const) {
      await page.goto(path);
      const faces = await page.evaluate(() => {
        const seen = new Set<string>();
        const add = (el: Element) => {
          const style = getComputedStyle(el);
          seen.add(`${style.fontFamily.split(',')[0]} ${style.fontWeight} ${style.fontStyle} ${style.fontSize}`);
        };
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        while (walker.nextNode()) {
          const parent = walker.currentNode.parentElement;
          if (walker.currentNode.textContent!.trim() && parent?.checkVisibility()) add(parent);
        }
        // A placeholder is text too, though not a text node.
        for (const input of document.querySelectorAll('input[placeholder]')) if (input.checkVisibility()) add(input);
        return [...seen].sort();
      });
      expect(faces.length, `${path}: ${faces.join(' | ')}`).toBeLessThanOrEqual(budget);
    }
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('"On this page" closes once an entry is picked, and a long table scrolls instead of breaking its code', async ({ page }) => {
    await page.goto('/docs/connectors/recipes/rateLimiting/');
    const toc = page.locator('article details', { has: page.getByText('On this page', { exact: true }) });
    await toc.getByText('On this page', { exact: true }).click();
    await expect(toc).toHaveAttribute('open', '');
    await toc.getByRole('link', { name: 'Costly endpoints', exact: true }).click();
    await expect(page).toHaveURL(/#costly-endpoints$/);
    await expect(toc).not.toHaveAttribute('open');
    // A landmark of its own that marks the section in view, as on a desktop (read closed: opening it
    // would scroll the page back up to it).
    await expect(toc.locator('nav[aria-label="On this page"] a', { hasText: 'Costly endpoints' })).toHaveAttribute(
      'aria-current',
      'location',
    );

    await page.goto('/docs/connectors/CLI/commands/');
    // A table that scrolls is a tab stop, so keyboards can scroll it; one that fits (the same, wider) is not.
    const box = page.locator('article table').first().locator('xpath=..');
    await page.setViewportSize({ width: 1280, height: 844 });
    await expect(box).not.toHaveAttribute('tabindex');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(box).toHaveAttribute('tabindex', '0');
    // No flag of the first table breaks between two letters (`--templ` / `ate`): each character's line, by its box.
    const codes = page.locator('article table').first().locator('td code');
    expect(await codes.count()).toBeGreaterThan(3);
    const midWord = await codes.evaluateAll((elements) =>
      elements.flatMap((el) => {
        const text = el.firstChild;
        if (!(text instanceof Text)) return [];
        const range = document.createRange();
        const top = (i: number) => {
          range.setStart(text, i);
          range.setEnd(text, i + 1);
          return Math.round(range.getBoundingClientRect().top);
        };
        const found: string[] = [];
        for (let i = 0; i + 1 < text.length; i += 1)
          if (/\w/.test(text.data[i] ?? '') && /\w/.test(text.data[i + 1] ?? '') && top(i) !== top(i + 1)) found.push(text.data);
        return found;
      }),
    );
    expect(midWord).toEqual([]);
  });
});
