import { generatedPagesByFile } from '../../site/generated';
import type { GeneratedPage } from '../../site/generatedPage';

/** The generated pages of every API reference, made as the build makes them: what the checks hold the hand-written pages against. */
export interface ReferencePages {
  pages: GeneratedPage[];
  /** The pages of each document, by its path (`static/openapi/embed-api.yaml`). */
  byDocument: Map<string, GeneratedPage[]>;
}

const loaded = new Map<string, Promise<ReferencePages>>();

/** Every API reference's pages, made once per process. */
export function loadReferencePages(projectRoot: string): Promise<ReferencePages> {
  let pending = loaded.get(projectRoot);
  if (!pending) {
    pending = generatedPagesByFile(projectRoot).then((byDocument) => ({ pages: [...byDocument.values()].flat(), byDocument }));
    loaded.set(projectRoot, pending);
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

/** The content checks' index learns the reference's routes and anchors, so links to them are checked like any. */
export function addReferenceRoutes(index: { routes: Set<string>; anchors: Map<string, Set<string>> }, reference: ReferencePages) {
  for (const page of reference.pages) {
    index.routes.add(page.route);
    index.anchors.set(page.route, pageAnchors(page));
  }
}
