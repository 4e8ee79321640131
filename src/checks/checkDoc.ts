import matter from 'gray-matter';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { Code, Definition, Heading, Image, Link, Root, Table } from 'mdast';
import type { Node } from 'unist';
import { validateFrontmatter } from '../site/frontmatter';
import { BROKEN_REFERENCE, type Verdict } from '../routes/linkPolicy';
import { headingIds } from '../mdx/headingIds';
import { mdxParser } from '../mdx/syntax';
import { resolveContentLink } from '../routes/links';
import { pageRoute, type DocsVersion } from '../routes/versions';
import { currentVersion } from '../config/site';
import type { CliReference } from './cliCheck';
import { checkCodeBlock } from './codeBlocks';
import { parseCodeMeta } from '../mdx/codeMeta';

export interface Problem {
  file: string;
  line: number;
  message: string;
  /** Only errors fail the check; absent means error. Broken links follow BROKEN_REFERENCE (src/routes/linkPolicy.ts). */
  severity?: Verdict;
}

export interface ParsedDoc {
  /** Path relative to its version's pages folder, e.g. `connectors/recipes/pagination.mdx`. */
  relativePath: string;
  /** The site route, its version's prefix included: `/2.x/intro/`. */
  route: string;
  version: DocsVersion;
  frontmatter: Record<string, unknown>;
  tree: Root | null;
  /** Lines taken by the front matter block, to turn body lines into file lines. */
  lineOffset: number;
  /** Ids the build gives the page's headings (src/mdx/headingIds.ts). */
  headingIds: Set<string>;
  parseError: Problem | null;
}

/** Parses one MDX file the way the build does; a syntax error is kept, not thrown. */
export function parseDoc(relativePath: string, source: string, displayPath: string, version: DocsVersion = currentVersion): ParsedDoc {
  const parsed = matter(source);
  const lineOffset = source.slice(0, source.length - parsed.content.length).split('\n').length - 1;
  const doc: ParsedDoc = {
    relativePath,
    route: pageRoute(version, relativePath),
    version,
    frontmatter: parsed.data,
    tree: null,
    lineOffset,
    headingIds: new Set(),
    parseError: null,
  };
  try {
    doc.tree = mdxParser.runSync(mdxParser.parse(parsed.content)) as Root;
  } catch (error) {
    const err = error as { line?: number; reason?: string; message?: string };
    doc.parseError = {
      file: displayPath,
      line: (err.line ?? 1) + lineOffset,
      message: `does not compile as MDX: ${err.reason ?? err.message}`,
    };
    return doc;
  }
  for (const [heading, id] of headingIds(doc.tree)) if (heading.depth > 1) doc.headingIds.add(id);
  return doc;
}

export interface ContentIndex {
  basePath: string;
  /** Every route the site has (every version's, from the site model), without the base path: `/intro/`, `/2.x/intro/`, `/`. */
  routes: ReadonlySet<string>;
  /** Heading ids by route, for anchor checks. */
  anchors: ReadonlyMap<string, ReadonlySet<string>>;
  /** Every docs version: a page's links resolve within its own (src/routes/versions.ts). */
  versions: readonly DocsVersion[];
  /** Whether a file exists in the pages folder of the page's version, by path relative to it. */
  fileExists: (version: DocsVersion, relativePath: string) => boolean;
  /** Whether `static/<relativePath>` exists (images and other files served as they are). */
  staticExists: (relativePath: string) => boolean;
}

/** Runs every content check on one parsed page. */
export function checkDoc(doc: ParsedDoc, index: ContentIndex, cli: CliReference, displayPath: string): Problem[] {
  const problems: Problem[] = [];
  const at = (line: number | undefined, message: string, severity: Verdict = 'error') =>
    problems.push({ file: displayPath, line: (line ?? 1) + doc.lineOffset, message, ...(severity === 'warning' ? { severity } : {}) });

  for (const message of validateFrontmatter(doc.frontmatter, displayPath)) {
    problems.push({ file: displayPath, line: 1, message: message.replace(`${displayPath}: `, '') });
  }
  if (doc.parseError) return [...problems, doc.parseError];
  if (!doc.tree) return problems;

  const checkLink = (url: string, line: number | undefined) => {
    const target = resolveContentLink(url, doc.relativePath, index.basePath, (rel) => index.fileExists(doc.version, rel), {
      own: doc.version,
      all: index.versions,
    });
    if (target.kind === 'missing-file')
      at(line, `link "${url}" points to ${target.file}, which does not exist`, BROKEN_REFERENCE.markdownFile);
    // gatsby-plugin-mdx prefixes every root-relative link with /docs, so one that leaves the docs breaks.
    if (target.kind === 'outside') at(line, `link "${url}" leaves ${index.basePath}: write it as a full https:// URL`);
    if (target.kind === 'file' && !index.staticExists(target.file))
      at(line, `link "${url}" points to static/${target.file}, which does not exist`);
    if (target.kind !== 'route') return;
    if (!index.routes.has(target.route)) {
      at(line, `link "${url}" points to ${index.basePath.replace(/\/$/, '')}${target.route}, which is not a page`, BROKEN_REFERENCE.page);
      return;
    }
    const ids = index.anchors.get(target.route);
    if (target.hash && ids && !ids.has(decodeURIComponent(target.hash))) {
      at(line, `link "${url}": no heading with id "${target.hash}" on ${target.route}`, BROKEN_REFERENCE.anchor);
    }
  };

  visit(doc.tree as Node, (node: Node) => {
    const line = node.position?.start.line;
    switch (node.type) {
      case 'heading':
        if ((node as Heading).depth === 1) at(line, 'no "#" heading in the body: the title comes from the front matter');
        break;
      // MDX runs `{…}` in prose as JavaScript; no page defines a name, so `{ path }` crashes the page as it renders.
      case 'mdxTextExpression':
      case 'mdxFlowExpression':
        at(line, `"{${(node as Node & { value: string }).value}}" is read as JavaScript and would crash the page: put it in inline code`);
        break;
      case 'code': {
        const code = node as Code;
        const excerpt = Boolean(parseCodeMeta(code.meta).excerpt);
        for (const p of checkCodeBlock(code.lang, code.value, cli, { excerpt })) at((line ?? 1) + p.line, p.message);
        break;
      }
      case 'image': {
        const image = node as Image;
        if (!image.alt || !image.alt.trim()) at(line, `image ${image.url} has no alt text`);
        if (image.url.startsWith(index.basePath) && !index.staticExists(image.url.slice(index.basePath.length))) {
          at(line, `image ${image.url} is not in static/ (expected static/${image.url.slice(index.basePath.length)})`);
        }
        break;
      }
      case 'table': {
        // Screen readers announce each cell with its column header; an empty one names nothing.
        const header = (node as Table).children[0];
        header?.children.forEach((cell, column) => {
          if (!toString(cell).trim()) at(line, `table column ${column + 1} has an empty header: name what the column holds`);
        });
        break;
      }
      case 'link':
      case 'definition':
        checkLink((node as Link | Definition).url, line);
        break;
      default:
    }
  });
  return problems;
}
