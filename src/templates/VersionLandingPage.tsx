import type { HeadProps, PageProps } from 'gatsby';
import { Seo } from '../components/Seo';
import { siteConfig } from '../config/site';
import { landingDescription, type LandingContent } from '../landing/content';
import { Landing } from '../landing/Landing';
import { landingRoute } from '../routes/versions';
import { configuredVersion, type VersionPageContext } from '../versions/pageVersion';
import { VersionBanner } from '../versions/VersionBanner';

type Context = VersionPageContext & { landing: LandingContent };

/** A released version's landing page, at its root (`/docs/2.x/`): current's, with the links that version has. */
export default function VersionLandingPage({ pageContext }: PageProps<object, Context>) {
  return <Landing content={pageContext.landing} label={configuredVersion(pageContext.version).label} above={<VersionBanner />} />;
}

export function Head({ pageContext }: HeadProps<object, Context>) {
  const version = configuredVersion(pageContext.version);
  return (
    <Seo
      title={siteConfig.tagline}
      description={landingDescription(version)}
      route={landingRoute(version)}
      markdownTwin
      pageContext={pageContext}
    />
  );
}
