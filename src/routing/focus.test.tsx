// @vitest-environment jsdom
import { beforeEach, expect, it } from 'vitest';
import { focusPageTop } from './focus';

// The router's wrapper around the page, as Gatsby renders it, with the skip link first.
beforeEach(() => {
  document.body.innerHTML = `
    <div id="gatsby-focus-wrapper" tabindex="-1">
      <div role="region" id="skip-to-content"><a href="#skip-content">Skip to main content</a></div>
      <main><p>Text</p><a href="/docs/next/">Next</a></main>
    </div>`;
});

const byId = (id: string) => document.getElementById(id)!;
const routerFocus = () => byId('gatsby-focus-wrapper').focus();
const push = { hash: '', action: 'PUSH' };

it('focuses the skip link region after a link navigation, and not after back or a hash link', () => {
  focusPageTop({ hash: '', action: 'POP' });
  expect(document.activeElement).toBe(document.body);
  focusPageTop({ hash: '#setup', action: 'PUSH' });
  expect(document.activeElement).toBe(document.body);
  focusPageTop(push);
  expect(document.activeElement).toBe(byId('skip-to-content'));
});

it('keeps the region focused when the router focuses its wrapper before or after it', () => {
  routerFocus();
  focusPageTop(push);
  expect(document.activeElement).toBe(byId('skip-to-content'));
  routerFocus();
  expect(document.activeElement).toBe(byId('skip-to-content'));
});

it('leaves a quick Tab where it went when the router focuses its wrapper after it', () => {
  focusPageTop(push);
  const skipLink = document.querySelector('a')!;
  skipLink.focus();
  routerFocus();
  expect(document.activeElement).toBe(skipLink);
});

it("gives the wrapper up to the reader's click, and to the next route change", () => {
  focusPageTop(push);
  document.dispatchEvent(new Event('pointerdown'));
  routerFocus();
  expect(document.activeElement).toBe(byId('gatsby-focus-wrapper'));

  focusPageTop(push);
  focusPageTop({ hash: '', action: 'POP' });
  routerFocus();
  expect(document.activeElement).toBe(byId('gatsby-focus-wrapper'));
});
