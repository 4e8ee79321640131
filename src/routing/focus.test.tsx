// @vitest-environment jsdom
import { beforeEach, expect, it } from 'vitest';
import { focusPageTop } from './focus';

// The router's wrapper around the page, as Gatsby renders it, with the skip link first.
beforeEach(() => {
  document.body.innerHTML = `
    <div id="gatsby-focus-wrapper" tabindex="-1">
      <div role="region" id="skip-to-content"><a href="#skip-content">Skip to main content</a></div>
      <main><p>Text</p><h2 id="setup">Setup</h2><a href="/docs/next/">Next</a></main>
    </div>`;
});

const byId = (id: string) => document.getElementById(id)!;
const routerFocus = () => byId('gatsby-focus-wrapper').focus();
const from = { pathname: '/docs/intro/' };
const push = { pathname: '/docs/next/', hash: '', action: 'PUSH' };

it('focuses the skip link region after a link navigation, and not after back', () => {
  focusPageTop({ ...push, action: 'POP' }, from);
  expect(document.activeElement).toBe(document.body);
  focusPageTop(push, from);
  expect(document.activeElement).toBe(byId('skip-to-content'));
});

it("focuses the section a link's hash names, also when the router focuses its wrapper after it, and the top for a hash the page lacks", () => {
  focusPageTop({ ...push, hash: '#setup' }, from);
  expect(document.activeElement).toBe(byId('setup'));
  routerFocus();
  expect(document.activeElement).toBe(byId('setup'));
  byId('setup').blur();
  expect(byId('setup').hasAttribute('tabindex')).toBe(false);
  // A section the page lacks: its top, as for a link without one.
  focusPageTop({ ...push, hash: '#gone' }, from);
  expect(document.activeElement).toBe(byId('skip-to-content'));
});

it('keeps the region focused when the router focuses its wrapper after it', () => {
  focusPageTop(push, from);
  routerFocus();
  expect(document.activeElement).toBe(byId('skip-to-content'));
});

it('leaves a quick Tab where it went when the router focuses its wrapper after it', () => {
  focusPageTop(push, from);
  const skipLink = document.querySelector('a')!;
  skipLink.focus();
  routerFocus();
  expect(document.activeElement).toBe(skipLink);
});

it("gives the wrapper up to the reader's click, to the next route change, and when the path stayed", () => {
  focusPageTop(push, from);
  document.dispatchEvent(new Event('pointerdown'));
  routerFocus();
  expect(document.activeElement).toBe(byId('gatsby-focus-wrapper'));

  focusPageTop(push, from);
  focusPageTop({ ...push, action: 'POP' }, from);
  routerFocus();
  expect(document.activeElement).toBe(byId('gatsby-focus-wrapper'));

  // A query-only change: the router does not focus its wrapper, so nothing waits for it.
  focusPageTop({ ...push, pathname: from.pathname }, from);
  expect(document.activeElement).toBe(byId('skip-to-content'));
  routerFocus();
  expect(document.activeElement).toBe(byId('gatsby-focus-wrapper'));
});
