import path from 'node:path';
import type { CreateNodeArgs, Node } from 'gatsby';
import { siteConfig } from '../config/site';
import { validateCategory, validateFrontmatter, type CategoryMeta } from './frontmatter';
import { lastCommitDate } from './gitDates';
import { pageOutline } from '../mdx/outline';
import { folderOf } from '../routes/slugs';
import { pageRoute, versionCategoryRoute } from '../routes/versions';
import { allVersionSources, type VersionSources } from '../versions/sources';

interface FileNode extends Node {
  sourceInstanceName: string;
  relativePath: string;
  relativeDirectory: string;
  absolutePath: string;
  base: string;
}

const SOURCES = allVersionSources();

/** The docs version a file was sourced for (each version's pages are a filesystem instance of their own). */
const versionOfFile = (file: FileNode): VersionSources | undefined => SOURCES.find((s) => s.instance === file.sourceInstanceName);

/** Paths in messages are relative to the project, as a reader of the build log expects. */
const display = (absolutePath: string) => path.relative(process.cwd(), absolutePath);

/** The page's last commit, from one `git log` of the content folder it was sourced from. */
function lastUpdated(file: FileNode): string | undefined {
  const folder = file.absolutePath.slice(0, file.absolutePath.length - file.relativePath.length);
  return lastCommitDate(folder, file.absolutePath);
}

/**
 * The TOC and search read a page's outline (src/mdx/outline.ts), from one parse done when its node
 * is created and cached with it: gatsby-plugin-mdx's `tableOfContents` field would compile the
 * whole page again, highlighting included.
 */
function outlineOf(body: string, where: string, reporter: CreateNodeArgs['reporter']) {
  try {
    return pageOutline(body);
  } catch (error) {
    reporter.panicOnBuild(`${where}: ${(error as Error).message}`);
    return { headings: [], sections: [] };
  }
}

/**
 * A node of ours made from a source file, keyed by `key` within its type, and linked to the file as
 * its child: when the file changes or goes, Gatsby deletes what it made before.
 */
async function createChildNode(
  { actions, createNodeId, createContentDigest }: CreateNodeArgs,
  file: FileNode,
  type: 'DocCategory',
  key: string,
  fields: object,
) {
  const node = {
    ...fields,
    id: createNodeId(`${type} ${key}`),
    parent: file.id,
    children: [],
    internal: { type, contentDigest: createContentDigest(fields) },
  };
  await actions.createNode(node);
  actions.createParentChildLink({ parent: file, child: node as unknown as Node });
}

/** Gives pages their slug and folder, checks front matter, and turns `_category_.json` into nodes. */
export async function onCreateSiteNode(args: CreateNodeArgs) {
  const { node, actions, getNode, loadNodeContent, reporter } = args;
  if (node.internal.type === 'File') {
    const file = node as FileNode;
    const sources = versionOfFile(file);
    if (!sources || file.base !== '_category_.json') return;
    const where = display(file.absolutePath);
    let meta: CategoryMeta;
    try {
      meta = JSON.parse(await loadNodeContent(file)) as CategoryMeta;
    } catch (error) {
      reporter.panicOnBuild(`${where}: is not valid JSON (${(error as Error).message})`);
      return;
    }
    const errors = validateCategory(meta, where);
    if (errors.length) {
      reporter.panicOnBuild(errors.join('\n'));
      return;
    }
    const fields = {
      label: meta.label,
      position: meta.position,
      slug: meta.slug,
      route: versionCategoryRoute(sources.version, meta.slug),
      description: meta.description,
      folder: file.relativeDirectory.split(path.sep).join('/'),
      version: sources.version.name,
      sourcePath: where,
    };
    await createChildNode(args, file, 'DocCategory', `${fields.version} ${fields.folder}`, fields);
    return;
  }

  if (node.internal.type !== 'Mdx') return;
  const file = node.parent ? (getNode(node.parent) as FileNode | undefined) : undefined;
  const sources = file && versionOfFile(file);
  if (!file || !sources) return;
  const where = display(file.absolutePath);
  const errors = validateFrontmatter((node as Node & { frontmatter?: unknown }).frontmatter, where);
  if (errors.length) reporter.panicOnBuild(errors.join('\n'));
  const relativePath = file.relativePath.split(path.sep).join('/');
  actions.createNodeField({ node, name: 'slug', value: pageRoute(sources.version, relativePath) });
  actions.createNodeField({ node, name: 'folder', value: folderOf(relativePath) });
  actions.createNodeField({ node, name: 'version', value: sources.version.name });
  actions.createNodeField({ node, name: 'sourcePath', value: where });
  const { headings, sections } = outlineOf((node as Node & { body: string }).body, where, reporter);
  actions.createNodeField({ node, name: 'headings', value: headings });
  actions.createNodeField({ node, name: 'sections', value: sections });
  const date = siteConfig.docs.showLastUpdateTime ? lastUpdated(file) : undefined;
  if (date) actions.createNodeField({ node, name: 'lastUpdated', value: date });
}
