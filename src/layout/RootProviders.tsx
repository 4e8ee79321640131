import type { GatsbyBrowser, GatsbySSR } from 'gatsby';
import { SessionProvider } from '../auth/session';
import { routeFromPathname } from '../lib/route';
import { ColorModeProvider } from '../theme/colorMode';
import { ErrorBoundary, RootCrash } from './ErrorBoundary';
import { PageVersionProvider } from '../versions/VersionContext';
import type { VersionPageContext } from '../versions/pageVersion';
import { Layout } from './Layout';

/**
 * wrapRootElement (gatsby-browser and gatsby-ssr): only the last-resort error boundary. Gatsby
 * also renders this wrapper around every page's Head, so a stateful provider here would run
 * twice (twice the silent sign-in check) and remount at every navigation.
 */
export const wrapRootElement: GatsbyBrowser['wrapRootElement'] & GatsbySSR['wrapRootElement'] = ({ element }) => (
  <ErrorBoundary fallback={(error, tryAgain) => <RootCrash error={error} tryAgain={tryAgain} />}>{element}</ErrorBoundary>
);

/**
 * wrapPageElement: the providers and the page shell, which stay mounted (and keep their state)
 * across client-side navigations. The route comes from the location: during SSR `props.path` is
 * the router's pattern (`/*`), not the page.
 */
export const wrapPageElement: GatsbyBrowser['wrapPageElement'] & GatsbySSR['wrapPageElement'] = ({ element, props }) => (
  <ColorModeProvider>
    <SessionProvider>
      <PageVersionProvider context={props.pageContext as Partial<VersionPageContext> | undefined}>
        <Layout route={routeFromPathname(props.location.pathname)} location={props.location}>
          {element}
        </Layout>
      </PageVersionProvider>
    </SessionProvider>
  </ColorModeProvider>
);
