import fs from 'node:fs';
import path from 'node:path';
import { currentVersion, siteConfig } from '../config/site';
import { landingRoute, type DocsVersion } from '../routes/versions';
import type { SiteModel, SitePage } from '../site/model';
import { configuredVersion, RELEASED_WORDING, versionPageContext } from '../versions/pageVersion';
import { stripOwnMeta } from '../mdx/codeMeta';
import { categoryToMarkdown } from './categoryTwin';
import { markdownOutline } from './llmsTxt';
import { mdxToMarkdown, twinHeader } from './mdxToMarkdown';
import { markdownTwinPath } from './twinPath';

/** What every page's twin resolves its links against: the same for all of a build's pages. */
export interface TwinSite {
  /** Each docs version's pages folder (absolute), in the configured order. */
  roots: ReadonlyArray<{ docsRoot: string; version: DocsVersion }>;
  basePath: string;
  /** Routes (`/intro/`) that have a twin. */
  twinRoutes: readonly string[];
}

/**
 * One page to make a twin of, as plain data (it may cross to a worker thread): a doc's MDX, a
 * category's cards, or a generated page's Markdown.
 */
export type TwinSource = {
  title: string;
  description: string;
  /** The page's URL (`/docs/2.x/intro/`), named in the twin's front matter. */
  url: string;
  /** On a released version's page: what its banner says, as a Markdown line under the title. */
  versionNote?: string;
} & (
  | {
      kind: 'doc';
      route: string;
      body: string;
      /** The content file relative to its version's content folder (`connectors/recipes/pagination.mdx`). */
      fromFile: string;
      /** Its docs version's name. */
      version: string;
    }
  | { kind: 'category'; cards: Array<{ title: string; description: string; url: string; count: number | null }> }
  | { kind: 'generated'; markdown: string }
);

/** A page's twin, the links it holds and the anchors a link into it can name (for the llms link check). */
export interface PageTwin {
  markdown: string;
  links: string[];
  anchors: string[];
}

/** The twin site of a model: every page of it has a twin, and so has each version's landing page (writeTwins). */
export function twinSite(model: SiteModel, options: Omit<TwinSite, 'twinRoutes'>): TwinSite {
  const landings = [...model.versions.values()].map(({ version }) => landingRoute(version));
  return { ...options, twinRoutes: [...model.pages.map((page) => page.route), ...landings] };
}

/**
 * A released version's banner as Markdown (`VersionBanner` on the HTML page): a twin is read on its
 * own, by people and by assistants, so it says which version it documents and where the latest is.
 */
export function versionNote(route: string, model: SiteModel, prefix: string): string | undefined {
  const { version: name, counterparts, absentIn } = versionPageContext(model, route, new Map());
  const version = configuredVersion(name);
  const latest = counterparts[currentVersion.name];
  if (version.status === 'current' || !latest) return undefined;
  const target = absentIn.includes(currentVersion.name) ? 'the documentation' : 'this page';
  return (
    `> **Note:** This is documentation for ${siteConfig.title} ${version.label}, ${RELEASED_WORDING[version.status]}. ` +
    `For up-to-date documentation, see [${target} in the latest version (${currentVersion.label})](${markdownTwinPath(prefix, latest)}).\n\n`
  );
}

/** What a page's twin is made from. */
export function twinSource(page: SitePage, model: SiteModel, site: TwinSite): TwinSource {
  const { title, description } = page;
  const prefix = site.basePath.replace(/\/$/, '');
  const note = versionNote(page.route, model, prefix);
  const common = { title, description, url: `${prefix}${page.route}`, ...(note ? { versionNote: note } : {}) };
  switch (page.kind) {
    case 'doc':
      return {
        kind: 'doc',
        ...common,
        route: page.route,
        body: page.body,
        fromFile: path.relative(rootOf(site, page.version).docsRoot, page.contentFile).split(path.sep).join('/'),
        version: page.version,
      };
    case 'category':
      return {
        kind: 'category',
        ...common,
        cards: model.cards(page.route).map((card) => ({ ...card, url: markdownTwinPath(prefix, card.href) })),
      };
    case 'generated':
      return { kind: 'generated', ...common, markdown: page.markdown };
  }
}

function rootOf(site: TwinSite, version: string): TwinSite['roots'][number] {
  const root = site.roots.find((candidate) => candidate.version.name === version);
  if (!root) throw new Error(`No content folder for the docs version ${version}`);
  return root;
}

const routeSets = new WeakMap<TwinSite, ReadonlySet<string>>();

/** The twin of one page, and its links: the one function that makes a twin, wherever it runs. */
export function pageTwin(source: TwinSource, site: TwinSite): PageTwin {
  let markdown: string;
  if (source.kind === 'doc') {
    let twinRoutes = routeSets.get(site);
    if (!twinRoutes) routeSets.set(site, (twinRoutes = new Set(site.twinRoutes)));
    const root = rootOf(site, source.version);
    markdown = mdxToMarkdown(source.body, source, {
      route: source.route,
      fromFile: source.fromFile,
      basePath: site.basePath,
      twinRoutes,
      contentFileExists: (rel) => fs.existsSync(path.join(root.docsRoot, rel)),
      versions: { own: root.version, all: site.roots.map(({ version }) => version) },
    });
  } else if (source.kind === 'category') {
    markdown = categoryToMarkdown(source, source.cards);
  } else {
    // The fence keys only the checks read (`openapi="…"`) leave, as they do from a doc page's twin.
    const body = source.markdown
      .replace(/^\n+/, '')
      .replace(/^(`{3,}\S*)[ \t]+(.+)$/gm, (_line, fence: string, meta: string) => [fence, stripOwnMeta(meta)].filter(Boolean).join(' '));
    markdown = `${twinHeader(source)}${body}`;
  }
  return { markdown, ...markdownOutline(markdown) };
}
