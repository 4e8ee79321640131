import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { listRelativeFiles } from '../../../src/lib/listFiles';

const CONTENT = path.resolve(__dirname, '../../../content/docs');

const expand = (prefix: string, names: string[]) => names.map((name) => `${prefix}${name}/`);

/** Every route docs/spec/SPEC.md §2 lists, written out: the contract the site must meet exactly. */
export const SPEC_ROUTES: string[] = [
  '/docs/',
  '/docs/intro/',
  '/docs/connectors/getStarted/',
  ...expand('/docs/connectors/build/', ['getStarted', 'initialize', 'develop', 'configure']),
  ...expand('/docs/connectors/CLI/', ['getStarted', 'commands', 'debugger', 'ngrok']),
  ...expand('/docs/connectors/configuration/', [
    'getStarted',
    'authorizations',
    'coreProperties',
    'environmentVariables',
    'secrets',
    'testAccount',
    'ui',
    'webhooks',
  ]),
  ...expand('/docs/connectors/publishing/', ['preview', 'publish']),
  ...expand('/docs/connectors/recipes/', [
    'dynamicItems',
    'enums',
    'logging',
    'multiHoming',
    'oauth2',
    'pagination',
    'partitions',
    'rateLimiting',
    'recursivity',
    'references',
    'retrocompatibility',
    'subitems',
  ]),
  '/docs/connectors/SDK/getStarted/',
  ...expand('/docs/connectors/SDK/modules/', ['cache', 'contexts', 'errors', 'handlers', 'integration', 'logger', 'provider']),
  ...expand('/docs/connectors/apiSpecification/', ['credentialAccount', 'dataTypes', 'graphOperations', 'health', 'webhookOperations']),
  ...expand('/docs/embeds/', ['getStarted', 'embedApi', 'iframeEmbedding']),
  ...expand('/docs/category/', [
    'api-specification',
    'classes-and-modules',
    'cli',
    'configuration',
    'connectors',
    'embeds',
    'publishing',
    'recipes',
    'sdk',
    'tutorial',
  ]),
];

/**
 * Pages added beyond docs/spec/SPEC.md §2 by issue 17 (what readers missed): a quick start, the call sequence
 * of a sync, and the webhooks recipe the recipes category promises. docs/decisions/2026-11-25-added-pages.md.
 */
export const ADDED_ROUTES: string[] = [
  '/docs/connectors/quickStart/',
  '/docs/connectors/syncLifecycle/',
  '/docs/connectors/recipes/webhooks/',
  // Issue 32: the fictional provider every example uses, on a page of its own (docs/decisions/2026-11-26-reader-check.md).
  '/docs/connectors/exampleTracker/',
  // Issue 40: what a reader of an older SDK changes (docs/decisions/2026-11-28-versioned-docs.md).
  '/docs/connectors/SDK/migrating/',
];

/**
 * The API reference's pages (issue 31), generated from static/openapi/*.yaml: per API an overview,
 * a page per tag and per operation, and its schemas. docs/decisions/2026-11-26-api-reference.md.
 */
export const API_REFERENCE_ROUTES: string[] = [
  ...expand('/docs/connectors/apiSpecification/reference/', [
    'health',
    'credential-account',
    'graph',
    'webhooks',
    'get-health',
    'get-credential-account',
    'get-root',
    'get-item-or-collection',
    'create-item',
    'update-item',
    'delete-item',
    'update-webhook-subscriptions',
    'parse-webhooks',
    'acknowledge-webhooks',
    'schemas',
    // Issue 40: what changed since the previous docs version, generated from both documents.
    'changelog',
  ]),
  '/docs/connectors/apiSpecification/reference/',
  ...expand('/docs/embeds/reference/', [
    'embed-tokens',
    'embed-users',
    'create-embed-token',
    'revoke-embed-token',
    'list-embed-user-flows',
    'delete-embed-user',
    'schemas',
    'changelog',
  ]),
  '/docs/embeds/reference/',
];

/** The pages written in MDX: every route but the landing page and the generated reference. */
export const CONTENT_ROUTES: string[] = [...SPEC_ROUTES, ...ADDED_ROUTES];

/** Every route the site must have, no more, no fewer. */
export const SITE_ROUTES: string[] = [...CONTENT_ROUTES, ...API_REFERENCE_ROUTES];

export interface ExpectedPage {
  route: string;
  /** The page's h1. */
  title: string;
  /** What the sidebar calls it (the item marked as current). */
  sidebarLabel: string;
}

/** Titles and sidebar labels, read from the content the site was built from. */
export function expectedPages(): ExpectedPage[] {
  const files = listRelativeFiles(CONTENT);
  const docs = files
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => {
      const { data } = matter(fs.readFileSync(path.join(CONTENT, f), 'utf8'));
      return {
        route: `/docs/${f.replace(/\.mdx$/, '')}/`,
        title: String(data.title),
        sidebarLabel: String(data.sidebar_label ?? data.title),
      };
    });
  const categories = files
    .filter((f) => f.endsWith('_category_.json'))
    .map((f) => {
      const meta = JSON.parse(fs.readFileSync(path.join(CONTENT, f), 'utf8')) as { label: string; slug: string };
      return { route: `/docs/category/${meta.slug}/`, title: meta.label, sidebarLabel: meta.label };
    });
  return [...docs, ...categories];
}

/** Routes of the pages that show a deliberate mistake (a `mistake` code block). */
export function pagesWithMistakes(): string[] {
  return listRelativeFiles(CONTENT)
    .filter((f) => f.endsWith('.mdx') && /^```\w+[^\n]*\bmistake\b/m.test(fs.readFileSync(path.join(CONTENT, f), 'utf8')))
    .map((f) => `/docs/${f.replace(/\.mdx$/, '')}/`);
}
