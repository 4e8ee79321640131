// Wiring only: global CSS, root and page wrappers, route hooks → src/routing.
import type { GatsbyBrowser } from 'gatsby';
import './src/theme/tokens.css';
import './src/theme/global.css';
import './src/routing/progressBar.css';
import { servedPagePath } from './src/gatsby/browser';
import { cleanPreferredVersion } from './src/versions/preference';
import { installBackInterceptor } from './src/routing/backInterceptor';
import { APP_STARTED_FLAG } from './src/routing/baseUrlBanner';
import { focusPageTop } from './src/routing/focus';
import { hydrateInTransition, markHydrated } from './src/routing/hydrate';
import { finishNavigation, listenForNavigation } from './src/routing/navigation';
import { normalizeLocationOnEntry } from './src/routing/normalizePath';
import { respectSlowConnectionsOnHover } from './src/routing/prefetch';
import { scrollAction, takeOverScrollRestoration } from './src/routing/scroll';
import { yieldToMain } from './src/routing/yieldToMain';

export { wrapPageElement, wrapRootElement } from './src/layout/RootProviders';

// Gatsby types this with ReactDOM.render's legacy overloads; it calls it as (element, container).
type Renderer = ReturnType<NonNullable<GatsbyBrowser['replaceHydrateFunction']>>;
export const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] = () => hydrateInTransition as unknown as Renderer;

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  (window as unknown as Record<string, boolean>)[APP_STARTED_FLAG] = true;
  normalizeLocationOnEntry(servedPagePath());
  cleanPreferredVersion();
  // Before the router mounts its own popstate listener, and before the progress bar's.
  installBackInterceptor();
  takeOverScrollRestoration();
  listenForNavigation();
  respectSlowConnectionsOnHover();
  // Gatsby waits for this before it sets up its loader and requests the page's data: without the
  // yield that work ran in the same task as evaluating every start-up module, one long task.
  return yieldToMain();
};

export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = markHydrated;

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location, prevLocation }) => {
  finishNavigation();
  focusPageTop(location as typeof location & { action?: string }, prevLocation ?? undefined);
};

export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = ({ prevRouterProps, routerProps }) => {
  const action = scrollAction(prevRouterProps?.location, routerProps.location);
  if (action === 'top') window.scrollTo(0, 0);
  // true lets Gatsby scroll the hash's element into view; false leaves the position to us.
  return action === 'hash';
};
