import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostileNavigation, hostilePath } from '../../tests/e2e/support/hostile';
import { normalizePath } from '../routing/normalizePath';
import { isRedirectable, pathOnOrigin, staysOnOrigin } from './origin';
import { findRedirect, redirectRules } from './rules';

const ORIGIN = 'http://127.0.0.1:9000';

describe('staysOnOrigin', () => {
  it.each(['/docs/intro/', '/docs/intro/?next=//evil.example', '?a=1', '#top', 'intro/', `${ORIGIN}/docs/`, '/docs//evil.example/'])(
    '%s stays',
    (location) => expect(staysOnOrigin(location, ORIGIN)).toBe(true),
  );

  it.each([
    '//evil.example/x',
    '///evil.example/x',
    '/\\evil.example/x',
    '\\\\evil.example',
    '/\t/evil.example',
    'http://evil.example/',
    'https:evil.example',
    '//docs/intro/',
  ])('%s leaves', (location) => expect(staysOnOrigin(location, ORIGIN)).toBe(false));
});

describe('pathOnOrigin', () => {
  it.each([
    ['//evil.example/x/', '/evil.example/x/'],
    ['/\\evil.example/x/', '/evil.example/x/'],
    ['/\t/evil.example/x/', '/evil.example/x/'],
    ['/docs/../..//evil.example', '/evil.example'],
    ['/docs/intro/?a=1#b', '/docs/intro/?a=1#b'],
  ])('%j → %s', (target, path) => expect(pathOnOrigin(target)).toBe(path));

  it('is a path on the origin for any hostile path, and leaves a clean one as it is', () => {
    fc.assert(
      fc.property(fc.oneof(hostilePath, hostileNavigation, fc.string()), (target) => {
        const path = pathOnOrigin(target);
        expect(staysOnOrigin(path, ORIGIN)).toBe(true);
        expect(pathOnOrigin(path)).toBe(path);
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('the redirects of every host and script stay on the origin', () => {
  const rules = redirectRules('/docs/');

  it('a rule only redirects a path made of route characters, and every Location it makes stays', () => {
    fc.assert(
      fc.property(fc.oneof(hostilePath, hostileNavigation), fc.constantFrom('', '?a=1', '?next=//evil.example'), (path, search) => {
        const found = findRedirect(rules, path, search);
        if (found) expect(staysOnOrigin(found.location, ORIGIN), `${path} → ${found.location}`).toBe(true);
      }),
      { numRuns: 2_000 },
    );
  });

  it("the not-found page's clean-up never names another host", () => {
    fc.assert(
      fc.property(fc.oneof(hostilePath, hostileNavigation), (target) => {
        // As the browser hands it over: parsed, then location.pathname.
        const pathname = new URL(`${ORIGIN}${target.startsWith('/') ? '' : '/'}${target}`).pathname;
        const cleaned = normalizePath(pathname);
        if (cleaned !== null) expect(staysOnOrigin(cleaned, ORIGIN), `${pathname} → ${cleaned}`).toBe(true);
      }),
      { numRuns: 2_000 },
    );
  });

  it('catches what the probe found, so a regression fails here first', () => {
    expect(normalizePath('//evil.example/x.html')).toBe('/evil.example/x/');
    expect(isRedirectable('//evil.example/docs/intro')).toBe(false);
    expect(isRedirectable('/docs/intro')).toBe(true);
    // PCRE's $ matches before a final newline (nginx); the rule must not.
    expect(isRedirectable('/docs/intro\n')).toBe(false);
  });
});
