import { describe, expect, it } from 'vitest';
import { normalizePath } from './normalizePath';
import { scrollAction } from './scroll';

describe('normalizePath', () => {
  it.each([
    ['/docs/intro/index.html', '/docs/intro/'],
    ['/docs/intro.html', '/docs/intro/'],
    ['/docs/index.html', '/docs/'],
    ['/docs/connectors/CLI/commands.html', '/docs/connectors/CLI/commands/'],
  ])('%s → %s', (from, to) => expect(normalizePath(from)).toBe(to));

  it.each(['/docs/intro/', '/docs/', '/docs/404.html', '/docs/img/logo.svg'])('leaves %s alone', (path) => {
    expect(normalizePath(path)).toBeNull();
  });
});

describe('scrollAction', () => {
  const at = (pathname: string, hash = '', search = '') => ({ pathname, hash, search });
  it('scrolls to the anchor when there is a hash, also on the first load and back/forward', () => {
    expect(scrollAction(at('/docs/a/'), at('/docs/b/', '#setup'))).toBe('hash');
    expect(scrollAction(undefined, at('/docs/b/', '#setup'))).toBe('hash');
  });
  it('goes to the top otherwise, and stays put for a query-only change', () => {
    expect(scrollAction(at('/docs/a/', '#x'), at('/docs/b/'))).toBe('top');
    expect(scrollAction(at('/docs/a/'), at('/docs/a/', '', '?tab=npm'))).toBe('none');
    expect(scrollAction(at('/docs/a/'), at('/docs/a/', '#'))).toBe('top');
  });
});
