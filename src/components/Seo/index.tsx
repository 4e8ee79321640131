import React from 'react';
import { currentVersion, siteConfig } from '../../config/site';
import { markdownTwinPath } from '../../twins/twinPath';
import { configuredVersion, type VersionPageContext } from '../../versions/pageVersion';

interface SeoProps {
  /** Page title; the document title becomes `<title> | Developer Portal`. */
  title: string;
  description: string;
  /** Gatsby route (`/intro/`), for the canonical and Open Graph URLs; omit on the 404 page. */
  route?: string;
  noIndex?: boolean;
  /** The page has a Markdown twin (doc, category and generated pages; see src/twins). */
  markdownTwin?: boolean;
  /** The page's context: a released version's page is not indexed, and its canonical URL is current's same page. */
  pageContext?: unknown;
  children?: React.ReactNode;
}

/** Head tags for every page (Gatsby Head API); the favicon is gatsby-ssr's, in every HTML shell. */
export function Seo({ title, description, route, noIndex = false, markdownTwin = false, pageContext, children }: SeoProps) {
  const context = pageContext as Partial<VersionPageContext> | undefined;
  const version = context?.version === undefined ? undefined : configuredVersion(context.version);
  const released = version !== undefined && version.status !== 'current';
  const fullTitle = `${title}${released ? ` (${version.label})` : ''} | ${siteConfig.title}`;
  const url = route === undefined ? undefined : `${siteConfig.url}${siteConfig.pathPrefix}${route}`;
  const canonicalRoute = released ? context?.counterparts?.[currentVersion.name] : route;
  const canonical = canonicalRoute === undefined ? undefined : `${siteConfig.url}${siteConfig.pathPrefix}${canonicalRoute}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {canonical && <link rel="canonical" href={canonical} />}
      {markdownTwin && route !== undefined && (
        <link rel="alternate" type="text/markdown" href={markdownTwinPath(siteConfig.pathPrefix, route)} />
      )}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={siteConfig.title} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:locale" content="en_US" />
      {url && <meta property="og:url" content={url} />}
      <meta property="og:image" content={`${siteConfig.url}${siteConfig.pathPrefix}/img/social-card.png`} />
      <meta name="twitter:card" content="summary_large_image" />
      {(siteConfig.noIndex || noIndex || released) && <meta name="robots" content="noindex, nofollow" />}
      {version && <meta name="docsearch:version" content={version.name} />}
      {children}
    </>
  );
}
