import path from 'node:path';
import { siteConfig } from '../config/site';
import type { DocsVersion } from '../routes/versions';

/**
 * Where each docs version's files live: the one place that says it. `current` is the tree being
 * written (content/docs, static/openapi, examples/); a released version is the same set frozen under
 * `content/versions/<name>/` by `npm run docs:version`, so deleting that folder removes all of it.
 */
export interface VersionSources {
  version: DocsVersion;
  /** gatsby-source-filesystem's instance name for the pages: `docs`, `docs@2.x`. */
  instance: string;
  /** The pages: `content/docs`, `content/versions/2.x/docs` (absolute). */
  docsRoot: string;
  /** The OpenAPI documents the API reference is made from (absolute). */
  openapiDir: string;
  /** The SDK's type declarations the samples compile against (`connector-sdk/index.d.ts`, absolute). */
  sdkDeclarations: string;
  /** The tutorial's connector the samples' excerpts come from (absolute). */
  connectorRoot: string;
  /** The CLI's commands and flags the pages may name (absolute). */
  cliReference: string;
}

/** The folder every released version is frozen in. */
export const VERSIONS_DIR = 'content/versions';

/** `DOCS_CONTENT_DIR` swaps current's pages in fixture and benchmark builds. */
export function versionSources(version: DocsVersion, projectRoot = process.cwd()): VersionSources {
  const at = (...parts: string[]) => path.resolve(projectRoot, ...parts);
  if (version.status === 'current')
    return {
      version,
      instance: 'docs',
      docsRoot: process.env.DOCS_CONTENT_DIR ? path.resolve(process.env.DOCS_CONTENT_DIR) : at('content/docs'),
      openapiDir: at('static/openapi'),
      sdkDeclarations: at('examples/connector-sdk/index.d.ts'),
      connectorRoot: at('examples/example-tracker'),
      cliReference: at('content/cli-reference.json'),
    };
  const frozen = (...parts: string[]) => at(VERSIONS_DIR, version.name, ...parts);
  return {
    version,
    instance: `docs@${version.name}`,
    docsRoot: frozen('docs'),
    openapiDir: frozen('openapi'),
    sdkDeclarations: frozen('connector-sdk/index.d.ts'),
    connectorRoot: frozen('example-tracker'),
    cliReference: frozen('cli-reference.json'),
  };
}

/** Every version's sources, in the configured order (current first). */
export const allVersionSources = (projectRoot = process.cwd()): VersionSources[] =>
  siteConfig.docs.versions.map((version) => versionSources(version, projectRoot));

/** The version whose pages a file belongs to (by its absolute path), if any. */
export function sourcesOfFile(file: string, sources: readonly VersionSources[] = allVersionSources()): VersionSources | undefined {
  return sources.find((s) => file === s.docsRoot || file.startsWith(`${s.docsRoot}${path.sep}`));
}
