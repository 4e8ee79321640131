import { Link, type HeadFC } from 'gatsby';
import { DocCard, DocCardList } from '../components/DocCard';
import { Seo } from '../components/Seo';
import { mainDocRoute, siteConfig } from '../config/site';
import * as styles from './landing.module.css';

const AREAS = [
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
    description: 'The @syncplatform/connector-sdk modules: integration, handlers, provider, errors, cache and logger.',
  },
  {
    href: '/connectors/apiSpecification/graphOperations/',
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
];

/** The landing page at /docs/: what the portal is and where to start. */
export default function LandingPage() {
  return (
    <main className={styles.main}>
      <section className={styles.hero}>
        <h1 className={styles.title}>{siteConfig.title}</h1>
        <p className={styles.tagline}>{siteConfig.tagline}</p>
        <p className={styles.lead}>
          Build connectors that bring any provider into two-way sync, and embed the sync product in your own app.
        </p>
        <div className={styles.actions}>
          <Link to={mainDocRoute} className={styles.primary}>
            Read the introduction
          </Link>
          <Link to="/connectors/build/getStarted/" className={styles.secondary}>
            Build your first connector
          </Link>
        </div>
      </section>
      <section className={styles.areas} aria-labelledby="areas-title">
        <h2 id="areas-title" className={styles.areasTitle}>
          Explore the documentation
        </h2>
        <DocCardList>
          {AREAS.map((area) => (
            <DocCard key={area.href} {...area} headingLevel={3} />
          ))}
        </DocCardList>
      </section>
    </main>
  );
}

export const Head: HeadFC = () => (
  <Seo
    title={siteConfig.tagline}
    description="Guides, references and recipes for building connectors and embeds on the connector platform."
    route="/"
  />
);
