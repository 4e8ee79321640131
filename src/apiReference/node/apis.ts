import path from 'node:path';
import { openapiPath, versionRoute, type DocsVersion } from '../../routes/versions';
import type { VersionSources } from '../../versions/sources';

/**
 * Where each OpenAPI document's reference sits in the site, and how its samples are written: the one
 * place the site says it. Everything else (pages, titles, tags, operations) comes from the document.
 * Every docs version has its own documents (src/versions/sources.ts) and so its own reference, at
 * the same routes within the version.
 */
export interface ApiReferenceMount {
  /** The document's file name in a version's OpenAPI folder; published as is under `/docs/openapi/` (`/docs/2.x/openapi/`). */
  document: string;
  /** The overview page's route within its version; every page of the reference is under it. */
  route: string;
  /** The overview's place in its version's sidebar: under this route, at this position, with this label. */
  sidebar: { parent: string; position: number; label: string };
  /**
   * `client`: readers call the API from their servers (samples in curl, Node.js, Python, Go, Java,
   * PHP, Ruby and C#, the key read from `envVar`). `platform`: the platform calls the reader's connector (the call it sends, in
   * curl against `sync-connector dev`, and the SDK handler that answers it).
   */
  samples: { style: 'client'; envVar: string } | { style: 'platform' };
}

export const API_REFERENCES: readonly ApiReferenceMount[] = [
  {
    document: 'connector-api.yaml',
    route: '/connectors/apiSpecification/reference/',
    // After the five hand-written specification pages.
    sidebar: { parent: '/category/api-specification/', position: 6, label: 'API reference' },
    samples: { style: 'platform' },
  },
  {
    document: 'embed-api.yaml',
    route: '/embeds/reference/',
    // After Iframe embedding.
    sidebar: { parent: '/category/embeds/', position: 4, label: 'API reference' },
    samples: { style: 'client', envVar: 'EMBED_API_KEY' },
  },
];

/** A mount placed in one docs version: its document's file, its routes and its published URL. */
export interface PlacedApiReference extends ApiReferenceMount {
  version: DocsVersion;
  /** The document, relative to the project root: `static/openapi/embed-api.yaml`, `content/versions/2.x/openapi/embed-api.yaml`. */
  sourcePath: string;
  /** Where the build publishes the document, without the base path: `/openapi/embed-api.yaml`, `/2.x/openapi/embed-api.yaml`. */
  publishedPath: string;
}

/** Every reference of a docs version, its routes and sidebar places within that version. */
export function placedReferences(sources: VersionSources, projectRoot = process.cwd()): PlacedApiReference[] {
  const { version } = sources;
  return API_REFERENCES.map((mount) => ({
    ...mount,
    version,
    route: versionRoute(version, mount.route),
    sidebar: { ...mount.sidebar, parent: versionRoute(version, mount.sidebar.parent) },
    sourcePath: path.relative(projectRoot, path.join(sources.openapiDir, mount.document)).split(path.sep).join('/'),
    publishedPath: openapiPath(version, mount.document),
  }));
}

/**
 * The released versions' OpenAPI documents, each where the site publishes it (`/2.x/openapi/…`)
 * with its source file: current's are in static/, which Gatsby serves; these the build copies
 * into public/ and `gatsby develop` serves from their folder.
 */
export const releasedDocuments = (
  versionSources: readonly VersionSources[],
  projectRoot = process.cwd(),
): Array<{ publishedPath: string; sourcePath: string }> =>
  versionSources
    .filter((sources) => sources.version.status !== 'current')
    .flatMap((sources) => placedReferences(sources, projectRoot).map(({ publishedPath, sourcePath }) => ({ publishedPath, sourcePath })));
