import type { HeadFC } from 'gatsby';
import { Seo } from '../components/Seo';
import { currentVersion, siteConfig } from '../config/site';
import { LANDING, landingDescription } from '../landing/content';
import { Landing } from '../landing/Landing';

/** The landing page at /docs/: what the portal is and where to start. */
export default function LandingPage() {
  return <Landing content={LANDING} />;
}

export const Head: HeadFC = () => (
  <Seo title={siteConfig.tagline} description={landingDescription(currentVersion)} route="/" markdownTwin />
);
