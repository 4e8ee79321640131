import type { GatsbyBrowser, GatsbySSR } from 'gatsby';
import React from 'react';
import { routeFromPathname } from '../lib/route';
import { ColorModeProvider } from '../theme/colorMode';
import { ErrorBoundary, RootCrash } from './ErrorBoundary';
import { Layout } from './Layout';

/** App-wide providers (wrapRootElement in both gatsby-browser and gatsby-ssr). */
export const wrapRootElement: GatsbyBrowser['wrapRootElement'] & GatsbySSR['wrapRootElement'] = ({ element }) => (
  <ErrorBoundary fallback={(error, tryAgain) => <RootCrash error={error} tryAgain={tryAgain} />}>
    <ColorModeProvider>{element}</ColorModeProvider>
  </ErrorBoundary>
);

/**
 * The persistent page shell (wrapPageElement): navbar, sidebar and footer around every page. The
 * route comes from the location: during SSR `props.path` is the router's pattern (`/*`), not the page.
 */
export const wrapPageElement: GatsbyBrowser['wrapPageElement'] & GatsbySSR['wrapPageElement'] = ({ element, props }) => (
  <Layout route={routeFromPathname(props.location.pathname)}>{element}</Layout>
);
