// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { siteConfig } from '../config/site';
import { releasedVersionOf, useReleasedVersion } from './useReleasedVersion';

const released = siteConfig.docs.versions.filter((version) => version.status !== 'current');

it('finds the released version a missing URL is under, for every configured version', () => {
  expect(released.length).toBeGreaterThan(0);
  for (const version of released) {
    expect(releasedVersionOf(`/docs/${version.path}/connectors/gone/`)).toBe(version);
    expect(releasedVersionOf(`/docs/${version.path}/`)).toBe(version);
    // A current route that merely starts with the same characters is current's.
    expect(releasedVersionOf(`/docs/${version.path}-notes/`)).toBeUndefined();
  }
  expect(releasedVersionOf('/docs/connectors/gone/')).toBeUndefined();
  expect(releasedVersionOf('/docs/')).toBeUndefined();
});

it('answers only in the browser, so the one 404 file is the same for every path', () => {
  const [version] = released;
  const Probe = ({ pathname }: { pathname: string }) => <p>{useReleasedVersion(pathname)?.label ?? 'none'}</p>;
  expect(renderToString(<Probe pathname={`/docs/${version?.path}/gone/`} />)).toBe('<p>none</p>');
  const { result, rerender } = renderHook(({ pathname }) => useReleasedVersion(pathname), {
    initialProps: { pathname: `/docs/${version?.path}/gone/` },
  });
  expect(result.current).toBe(version);
  rerender({ pathname: '/docs/gone/' });
  expect(result.current).toBeUndefined();
});
