import { mainDocRoute } from '../config/site';
import type { DocsVersion } from '../routes/versions';

/** The landing page's sentence under the tagline, on the page and in its Markdown twin. */
export const LANDING_LEAD = 'Build connectors that bring any provider into two-way sync, and embed the sync product in your own app.';

/** A landing page's description (its meta description and its twin's), by version. */
export const landingDescription = (version: Pick<DocsVersion, 'status' | 'label'>): string =>
  version.status === 'current'
    ? 'Guides, references and recipes for building connectors and embeds on the connector platform.'
    : `Guides, references and recipes for ${version.label} of the connector platform.`;

/** A link of the landing page; `href` a route of current, as pages write them. */
export interface LandingLink {
  href: string;
  title: string;
  description: string;
}

/** What the landing page offers: two ways in, then a card per area of the docs. */
export interface LandingContent {
  actions: LandingLink[];
  areas: LandingLink[];
}

/** Current's landing page at /docs/; a released version's landing keeps those of these it has. */
export const LANDING: LandingContent = {
  actions: [
    { href: mainDocRoute, title: 'Read the introduction', description: '' },
    { href: '/connectors/build/getStarted/', title: 'Build your first connector', description: '' },
  ],
  areas: [
    {
      href: '/connectors/getStarted/',
      title: 'Connectors',
      description: 'How a connector exposes a provider as a graph of items, relations and fields for two-way sync.',
    },
    {
      href: '/connectors/build/getStarted/',
      title: 'Build a connector',
      description: 'A 45-minute tutorial from sync-connector init to a published preview.',
    },
    {
      href: '/connectors/CLI/getStarted/',
      title: 'CLI',
      description: 'Scaffold, run, debug, test and publish with the sync-connector command.',
    },
    {
      href: '/connectors/configuration/getStarted/',
      title: 'Configuration',
      description: 'Every property of .connector.json: authorizations, secrets, test accounts, UI and webhooks.',
    },
    {
      href: '/connectors/SDK/getStarted/',
      title: 'SDK',
      description: 'The @syncplatform/connector-sdk modules: integration, handlers, contexts, provider, errors, cache and logger.',
    },
    {
      href: '/category/api-specification/',
      title: 'API specification',
      description: 'The HTTP contract the platform expects: graph operations, data types, webhooks and health.',
    },
    {
      href: '/category/recipes/',
      title: 'Recipes',
      description: 'Pagination, rate limits, OAuth2, references, enums and the other problems every connector meets.',
    },
    {
      href: '/embeds/getStarted/',
      title: 'Embeds',
      description: 'Put the sync product inside your own app with embed tokens and an iframe.',
    },
  ],
};

/**
 * The landing page of a docs version (served at its root, `/docs/2.x/`): current's links at that
 * version's routes, leaving out those the version has no page for.
 */
export function landingWithin(pageWithin: (route: string) => { route: string } | undefined, content = LANDING): LandingContent {
  const within = (links: LandingLink[]) =>
    links.flatMap((link) => {
      const page = pageWithin(link.href);
      return page ? [{ ...link, href: page.route }] : [];
    });
  return { actions: within(content.actions), areas: within(content.areas) };
}
