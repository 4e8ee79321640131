import React from 'react';
import { siteConfig } from '../../config/site';
import { markdownTwinPath } from '../../twins/twinPath';

interface SeoProps {
  /** Page title; the document title becomes `<title> | Developer Portal`. */
  title: string;
  description: string;
  /** Gatsby route (`/intro/`), for the canonical and Open Graph URLs; omit on the 404 page. */
  route?: string;
  noIndex?: boolean;
  /** The page has a Markdown twin (doc, category and generated pages; see src/twins). */
  markdownTwin?: boolean;
  children?: React.ReactNode;
}

/** Head tags for every page (Gatsby Head API); the favicon is gatsby-ssr's, in every HTML shell. */
export function Seo({ title, description, route, noIndex = false, markdownTwin = false, children }: SeoProps) {
  const fullTitle = `${title} | ${siteConfig.title}`;
  const url = route === undefined ? undefined : `${siteConfig.url}${siteConfig.pathPrefix}${route}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {url && <link rel="canonical" href={url} />}
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
      {(siteConfig.noIndex || noIndex) && <meta name="robots" content="noindex, nofollow" />}
      {children}
    </>
  );
}
