import { currentVersion } from '../../config/site';
import { generatedPagesByFile } from '../../node/generatedSources';
import { versionSources, type VersionSources } from '../../versions/sources';
import type { GeneratedPage } from '../../site/generatedPage';

/** The generated pages of every API reference, made as the build makes them: what the checks hold the hand-written pages against. */
export interface ReferencePages {
  pages: GeneratedPage[];
  /** The pages of each document, by its path (`static/openapi/embed-api.yaml`). */
  byDocument: Map<string, GeneratedPage[]>;
}

const loaded = new Map<string, Promise<ReferencePages>>();

/** A docs version's API reference pages (current's by default), made once per process. */
export function loadReferencePages(
  projectRoot: string,
  sources: VersionSources = versionSources(currentVersion, projectRoot),
): Promise<ReferencePages> {
  const key = `${projectRoot}\0${sources.version.name}`;
  let pending = loaded.get(key);
  if (!pending) {
    pending = generatedPagesByFile(projectRoot, [sources]).then((byDocument) => ({
      pages: [...byDocument.values()].flat(),
      byDocument,
    }));
    loaded.set(key, pending);
  }
  return pending;
}

/** Every element id a generated page renders: its headings', and each field, response and error row's. */
export function pageAnchors(page: GeneratedPage): Set<string> {
  const ids = new Set(page.headings.map((h) => h.id));
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      const { id } = value as { id?: unknown };
      if (typeof id === 'string') ids.add(id);
      Object.values(value).forEach(visit);
    }
  };
  visit(page.data);
  return ids;
}
