import type { HeadFC, PageProps } from 'gatsby';
import { Seo } from '../components/Seo';
import { currentVersion, siteConfig } from '../config/site';
import { landingDescription, type LandingContent } from '../landing/content';
import { Landing } from '../landing/Landing';

/** The landing page at /docs/: what the portal is and where to start (its links from the site model: addFilePageContext). */
export default function LandingPage({ pageContext }: PageProps<object, { landing?: LandingContent }>) {
  // Without its context only when the site model failed, which stops a build and shows in the preview's terminal.
  return <Landing content={pageContext.landing ?? { actions: [], areas: [] }} />;
}

export const Head: HeadFC = () => (
  <Seo title={siteConfig.tagline} description={landingDescription(currentVersion)} route="/" markdownTwin />
);
