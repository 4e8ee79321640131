import { expect, test } from './support/test';
import { pagesWithMistakes } from './support/site';

test.describe('MDX components', () => {
  test('admonitions render as labelled asides with their title', async ({ page }) => {
    await page.goto('/docs/connectors/configuration/authorizations/');
    const danger = page.getByRole('note', { name: 'Refresh tokens never reach your connector' });
    await expect(danger).toBeVisible();
    await expect(danger).toHaveAttribute('data-type', 'danger');
    await expect(danger).toContainText('UnauthorizedError');
  });

  test('code blocks are highlighted at build time, with title, language label and highlighted lines', async ({ page }) => {
    await page.goto('/docs/connectors/recipes/webhooks/');
    const block = page.locator('[data-rehype-pretty-code-fragment]').filter({ hasText: 'const existing' });
    await expect(block.locator('[data-rehype-pretty-code-title]')).toHaveText('src/handlers/webhooks.ts (excerpt)');
    await expect(block.getByText('TypeScript', { exact: true })).toBeVisible();
    // `{1-5,8}` in the fence.
    await expect(block.locator('[data-highlighted-line]')).toHaveCount(6);
    // Tokens carry classes whose colours are CSS variables, so the same markup serves light and dark.
    const keyword = block.locator('code span.sh-keyword').first();
    const light = await keyword.evaluate((el) => getComputedStyle(el).color);
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    await expect.poll(() => keyword.evaluate((el) => getComputedStyle(el).color)).not.toBe(light);
  });

  test('code blocks render the same after a client-side navigation as in the server HTML', async ({ page }) => {
    await page.goto('/docs/connectors/recipes/webhooks/');
    const tokens = () =>
      page.locator('[data-rehype-pretty-code-fragment]').filter({ hasText: 'const existing' }).locator('code').innerHTML();
    const served = await tokens();
    await page.goto('/docs/connectors/recipes/enums/');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole('navigation', { name: 'Docs sidebar' }).locator('a[href="/docs/connectors/recipes/webhooks/"]').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Webhooks');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    // Tokens are one HTML string for React (rehypeStaticCode); the string's carrier attribute stays out of the DOM.
    expect(await tokens()).toBe(served);
    expect(served).toContain('class="sh-keyword"');
    await expect(page.locator('code[data-html]')).toHaveCount(0);
  });

  test('no syntax highlighter is shipped to the browser', async ({ page }) => {
    // Bodies are read as responses arrive and awaited after the load, so none is missed.
    const bodies: Array<Promise<string>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
    });
    await page.goto('/docs/connectors/recipes/partitions/', { waitUntil: 'networkidle' });
    const scripts = await Promise.all(bodies);
    expect(scripts.length).toBeGreaterThan(0);
    // Token colours are classes in the markup (`sh-keyword`); the highlighter itself is absent.
    expect(scripts.some((source) => /vscode-textmate|oniguruma|getHighlighter|loadWASM/.test(source))).toBe(false);
  });

  test('the copy button works from the keyboard and announces success', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/docs/connectors/CLI/ngrok/');
    const block = page.locator('div:has(> pre)').first();
    const expected = (await block.locator('pre').textContent())!.replace(/\n$/, '');
    // Scoped to the block: the button's name changes once it has copied.
    const copy = block.getByRole('button', { name: /code to clipboard/ });
    await copy.focus();
    await page.keyboard.press('Enter');
    await expect(block.getByRole('status')).toHaveText('Copied to clipboard');
    await expect(copy).toHaveAccessibleName('Copied code to clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  });

  test('copying keeps the block’s blank lines, and works on a block that is still skipped off screen', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const clipboard = () => page.evaluate(() => navigator.clipboard.readText());

    await page.goto('/docs/connectors/build/configure/');
    const report = page.locator('div:has(> pre)').filter({ hasText: 'crawl from / · depth 3' });
    await report.getByRole('button', { name: /code to clipboard/ }).click();
    await expect(report.getByRole('status')).toHaveText('Copied to clipboard');
    expect(await clipboard()).toContain('writes enabled\n\n  ✔ GET    /health');

    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto('/docs/connectors/recipes/pagination/');
    const last = page.locator('div:has(> pre)').last();
    expect(
      await last
        .locator('[data-line]')
        .first()
        .evaluate((line) => line.checkVisibility({ contentVisibilityAuto: true })),
    ).toBe(false);
    // A click event without scrolling there first: the block stays skipped.
    await last.getByRole('button', { name: /code to clipboard/ }).dispatchEvent('click');
    await expect(last.getByRole('status')).toHaveText('Copied to clipboard');
    const text = await clipboard();
    expect(text).toContain('nextPage');
    expect(text).toBe((await last.locator('pre').textContent())!.replace(/\n$/, ''));
  });

  test('tabs work by keyboard, switch together by group and remember the choice', async ({ page }) => {
    await page.goto('/docs/connectors/CLI/getStarted/');
    const tablists = page.getByRole('tablist');
    await expect(tablists).toHaveCount(2);
    const first = tablists.nth(0);
    await first.getByRole('tab', { name: 'npm', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(first.getByRole('tab', { name: 'Yarn', exact: true })).toBeFocused();
    await expect(first.getByRole('tab', { name: 'Yarn', exact: true })).toHaveAttribute('aria-selected', 'true');
    // The other package-manager tab set on the page followed.
    await expect(tablists.nth(1).getByRole('tab', { name: 'Yarn', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').first()).toContainText('yarn');
    // Remembered on another page that uses the same group.
    await page.goto('/docs/intro/');
    await expect(page.getByRole('tab', { name: 'Yarn', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').first()).toContainText('yarn global add');
  });

  test('a remembered tab shows from the first paint, before any script of the app runs, with no layout shift', async ({ page }) => {
    await page.goto('/docs/connectors/CLI/getStarted/');
    await page.getByRole('tablist').first().getByRole('tab', { name: 'pnpm', exact: true }).click();
    // The app's bundles never load: what shows is the server HTML and the inline scripts alone.
    await page.route(/\.js$/, (route) => route.abort());
    await page.addInitScript(() => {
      (window as unknown as { shifts: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          (window as unknown as { shifts: number }).shifts += (entry as unknown as { value: number }).value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const opened = page.waitForEvent('load');
    await page.evaluate(() => window.location.assign('/docs/intro/'));
    await opened;
    const tabs = page.getByRole('tablist').first();
    await expect(tabs.getByRole('tab', { name: 'pnpm', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('[role="tabpanel"]:visible').first()).toContainText('pnpm');
    // With the app running again: hydration keeps the choice, and nothing moves while the page loads.
    await page.unroute(/\.js$/);
    await page.reload();
    await expect(page.getByRole('tablist').first().getByRole('tab', { name: 'pnpm', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
  });

  test('a ?tabs= link selects its tab and the choice is remembered', async ({ page }) => {
    await page.goto('/docs/intro/?tabs=package-manager:yarn');
    await expect(page.getByRole('tablist').first().getByRole('tab', { name: 'Yarn', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.goto('/docs/connectors/CLI/getStarted/');
    await expect(page.getByRole('tablist').first().getByRole('tab', { name: 'Yarn', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('links in content navigate inside the site without a full reload', async ({ page }) => {
    await page.goto('/docs/intro/');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.locator('article').getByRole('link', { name: 'Connectors overview' }).first().click();
    await expect(page).toHaveURL('/docs/connectors/getStarted/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connectors overview');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });

  test('an SVG diagram is drawn in the page: labelled, scaled to the column, in the colour mode’s colours', async ({ page }) => {
    // Inlined at build time (rehypeInlineSvg): no separate image document to fetch and lay out.
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(request.url()));
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto('/docs/intro/');
    const diagram = page.getByRole('img', { name: /^The sync product calls your connector/ });
    await expect(diagram).toHaveJSProperty('tagName', 'svg');
    expect(fetched.filter((url) => url.includes('architecture.svg'))).toEqual([]);
    const box = (await diagram.boundingBox())!;
    expect(box.width).toBeGreaterThan(300);
    expect(box.width).toBeLessThan(412);
    expect(box.height).toBeCloseTo((box.width * 300) / 820, 0);
    // Its ids are its own: the arrowheads still resolve.
    expect(await diagram.evaluate((svg) => svg.querySelector('path[marker-end]')!.getAttribute('marker-end'))).toBe(
      'url(#architecture-arrow)',
    );
    await expect(page.locator('#architecture-arrow')).toHaveCount(1);

    const connectorBox = diagram.locator('rect').nth(2);
    const light = await connectorBox.evaluate((rect) => getComputedStyle(rect).fill);
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    await expect.poll(() => connectorBox.evaluate((rect) => getComputedStyle(rect).fill)).not.toBe(light);
  });

  test('a code block below the fold skips layout until it is near, and holds its exact place meanwhile', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto('/docs/connectors/recipes/pagination/');
    const block = page.locator('article pre').last();
    // The heading after the last block: where a TOC link would land.
    const heading = page.locator('article h2').last();
    const measure = async () => ({
      rendered: await block.evaluate((pre) => pre.querySelector('[data-line]')!.checkVisibility({ contentVisibilityAuto: true })),
      height: await block.evaluate((pre) => pre.getBoundingClientRect().height),
      headingTop: await heading.evaluate((el) => el.getBoundingClientRect().top + window.scrollY),
    });
    const skipped = await measure();
    expect(skipped.rendered, 'an off-screen block is skipped').toBe(false);
    expect(skipped.height).toBeGreaterThan(100);

    await block.evaluate((pre) => pre.scrollIntoView({ block: 'center' }));
    await expect.poll(async () => (await measure()).rendered).toBe(true);
    const rendered = await measure();
    expect(Math.abs(rendered.height - skipped.height), 'placeholder height vs rendered').toBeLessThan(1);
    expect(Math.abs(rendered.headingTop - skipped.headingTop), 'heading below it moved').toBeLessThan(2);
    // Skipped or not, its text is all there for the copy button and find-in-page.
    await expect(block).toContainText('nextPage');
  });

  test('wide tables scroll on their own instead of widening the page', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/docs/connectors/CLI/commands/');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('checked samples', () => {
  test('a deliberate mistake is shown under a "Don\'t do this" admonition, its fence keys hidden', async ({ page }) => {
    const [route] = pagesWithMistakes();
    expect(route, 'some page shows a deliberate mistake').toBeDefined();
    await page.goto(route ?? '/docs/');
    const warning = page.getByRole('note', { name: "Don't do this" }).first();
    await expect(warning).toHaveAttribute('data-type', 'danger');
    await expect(warning.locator('[data-rehype-pretty-code-fragment]')).toHaveCount(1);
    // The checks' keys are for the checks: none reaches the markup.
    expect(await page.locator('main').innerHTML()).not.toMatch(/excerpt=|openapi=|\bmistake\b/);
  });

  test('the API pages link the OpenAPI document, served as a download', async ({ page, request }) => {
    await page.goto('/docs/connectors/apiSpecification/graphOperations/');
    const link = page.locator('main a[href="/docs/openapi/connector-api.yaml"]').first();
    await expect(link).toHaveAttribute('download', '');
    const response = await request.get('/docs/openapi/connector-api.yaml');
    expect(response.status()).toBe(200);
    expect(await response.text()).toMatch(/^openapi: 3\.1\.0$/m);
  });
});
