import { mainDocRoute } from '../config/site';
import type { DocsVersion } from '../routes/versions';

/** The landing page's sentence under the tagline, on the page and in its Markdown twin. */
export const LANDING_LEAD = 'Build connectors that bring any provider into two-way sync, and embed the sync product in your own app.';

/** A landing page's description (its meta description and its twin's), by version. */
export const landingDescription = (version: Pick<DocsVersion, 'status' | 'label'>): string =>
  version.status === 'current'
    ? 'Guides, references and recipes for building connectors and embeds on the connector platform.'
    : `Guides, references and recipes for ${version.label} of the connector platform.`;

/** A link of the landing page as written: `href` a route of current, as pages write them. */
export interface LandingEntry {
  href: string;
  title: string;
}

/** A link as a version's landing page shows it: its page's route and description in that version. */
export interface LandingLink extends LandingEntry {
  description: string;
}

/** What the landing page offers: two ways in, then a card per area of the docs. */
export interface LandingContent {
  actions: LandingLink[];
  areas: LandingLink[];
}

/**
 * The landing pages' links: two ways in, then a card per area of the docs. Each version's landing
 * shows those its version has, each card with its page's description there (landingWithin), so a
 * released version's cards say what that version's pages hold.
 */
export const LANDING: { actions: LandingEntry[]; areas: LandingEntry[] } = {
  actions: [
    { href: mainDocRoute, title: 'Read the introduction' },
    { href: '/connectors/build/getStarted/', title: 'Build your first connector' },
  ],
  areas: [
    { href: '/connectors/getStarted/', title: 'Connectors' },
    { href: '/connectors/build/getStarted/', title: 'Build a connector' },
    { href: '/connectors/CLI/getStarted/', title: 'CLI' },
    { href: '/connectors/configuration/getStarted/', title: 'Configuration' },
    { href: '/connectors/SDK/getStarted/', title: 'SDK' },
    { href: '/category/api-specification/', title: 'API specification' },
    { href: '/category/recipes/', title: 'Recipes' },
    { href: '/embeds/getStarted/', title: 'Embeds' },
  ],
};

/**
 * The landing page of a docs version (served at its root, `/docs/2.x/`): the links at that
 * version's routes, each with its page's description there, leaving out those it has no page for.
 */
export function landingWithin(
  pageWithin: (route: string) => { route: string; description: string } | undefined,
  content = LANDING,
): LandingContent {
  const within = (links: LandingEntry[]) =>
    links.flatMap((link) => {
      const page = pageWithin(link.href);
      return page ? [{ ...link, href: page.route, description: page.description }] : [];
    });
  return { actions: within(content.actions), areas: within(content.areas) };
}
