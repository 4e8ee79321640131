import type { Favicon } from './favicon';

/** Defined in every webpack stage by the build (src/node/webpack.ts) from siteConfig.favicon (favicon.ts). */
declare const SITE_FAVICON: Favicon;

/** The favicon's `<link>`, in every HTML shell (gatsby-ssr.tsx). */
export function FaviconLink() {
  return <link rel="icon" href={SITE_FAVICON.href} type={SITE_FAVICON.type} />;
}
