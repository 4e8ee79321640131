import fs from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mdxWrapper } from './webpack';

afterEach(() => vi.unstubAllEnvs());

describe('the loader around MDX in each webpack stage', () => {
  it('shares one compile between the production builds, stubs the preview page shell, leaves the preview pages alone', () => {
    expect(mdxWrapper('build-javascript')).toMatch(/src\/build\/faster\/sharedMdxLoader\.cjs$/);
    expect(mdxWrapper('build-html')).toBe(mdxWrapper('build-javascript'));
    expect(mdxWrapper('develop-html')).toMatch(/src\/build\/faster\/shellOnlyMdxLoader\.cjs$/);
    expect(mdxWrapper('develop')).toBeUndefined();
    for (const stage of ['build-javascript', 'develop-html']) expect(fs.existsSync(mdxWrapper(stage) ?? ''), stage).toBe(true);
  });

  it('compiles the pages for the page shell too under the experimental dev SSR, which renders them there', () => {
    vi.stubEnv('GATSBY_EXPERIMENTAL_DEV_SSR', 'true');
    expect(mdxWrapper('develop-html')).toBeUndefined();
  });
});
