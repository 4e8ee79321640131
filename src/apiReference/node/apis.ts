/**
 * Where each OpenAPI document's reference sits in the site, and how its samples are written: the one
 * place the site says it. Everything else (pages, titles, tags, operations) comes from the document.
 */
export interface ApiReferenceMount {
  /** The document, relative to the project root; published as is under `/docs/openapi/`. */
  sourcePath: string;
  /** The overview page's route; every page of the reference is under it. */
  route: string;
  /** The overview's place in the sidebar: under this route, at this position, with this label. */
  sidebar: { parent: string; position: number; label: string };
  /**
   * `client`: readers call the API from their servers (samples in curl, Node.js and Python, the key
   * read from `envVar`). `platform`: the platform calls the reader's connector (the call it sends, in
   * curl against `sync-connector dev`, and the SDK handler that answers it).
   */
  samples: { style: 'client'; envVar: string } | { style: 'platform' };
}

export const API_REFERENCES: readonly ApiReferenceMount[] = [
  {
    sourcePath: 'static/openapi/connector-api.yaml',
    route: '/connectors/apiSpecification/reference/',
    // After the five hand-written specification pages.
    sidebar: { parent: '/category/api-specification/', position: 6, label: 'API reference' },
    samples: { style: 'platform' },
  },
  {
    sourcePath: 'static/openapi/embed-api.yaml',
    route: '/embeds/reference/',
    // After Iframe embedding.
    sidebar: { parent: '/category/embeds/', position: 4, label: 'API reference' },
    samples: { style: 'client', envVar: 'EMBED_API_KEY' },
  },
];

/** The mount of a document, by its path relative to the project root. */
export function mountOf(sourcePath: string): ApiReferenceMount {
  const mount = API_REFERENCES.find((m) => m.sourcePath === sourcePath);
  if (!mount) {
    throw new Error(
      `${sourcePath}: no API reference is mounted for this document (src/apiReference/node/apis.ts lists ${API_REFERENCES.map((m) => m.sourcePath).join(', ')})`,
    );
  }
  return mount;
}

/** `static/openapi/embed-api.yaml` → `/openapi/embed-api.yaml`: where the build publishes it (static/ is copied as is). */
export const publishedPath = (sourcePath: string) => sourcePath.replace(/^static\//, '/');
