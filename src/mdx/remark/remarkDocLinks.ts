import fs from 'node:fs';
import path from 'node:path';
import { visit } from 'unist-util-visit';
import type { Definition, Link } from 'mdast';
import type { Node } from 'unist';
import type { VFile } from 'vfile';
import { BROKEN_REFERENCE } from '../../routes/linkPolicy';
import { resolveContentLink } from '../../routes/links';
import type { DocsVersion } from '../../routes/versions';

export interface DocLinksOptions {
  /** Each docs version's pages folder (absolute): a page's links resolve within its own version. */
  roots: ReadonlyArray<{ docsRoot: string; version: DocsVersion }>;
  /** `/docs/` */
  basePath: string;
  warn?: (message: string) => void;
}

const warned = new Set<string>();

/**
 * Rewrites links in content to Gatsby routes: `./pagination.mdx#x` and `/docs/intro` become
 * `/connectors/recipes/pagination/#x` and `/intro/`; gatsby-plugin-mdx then adds the path prefix.
 * An `.mdx` link to no file stays as written, is excluded from the broken-link crawl, and warns
 * (SPEC §8: broken Markdown links are warnings) or fails the compile, as BROKEN_REFERENCE says.
 */
export function remarkDocLinks(options: DocLinksOptions) {
  // Gatsby's console already marks a warning as such ("warn …").
  const warn = options.warn ?? ((message: string) => console.warn(message));
  return (tree: Node, file: VFile) => {
    if (!file.path) return;
    const root = options.roots.find(({ docsRoot }) => !path.relative(docsRoot, file.path).startsWith('..'));
    if (!root) return;
    const fromFile = path.relative(root.docsRoot, file.path).split(path.sep).join('/');
    const versions = { own: root.version, all: options.roots.map(({ version }) => version) };
    const shown = (rel: string) => path.relative(process.cwd(), path.join(root.docsRoot, rel)).split(path.sep).join('/');
    const exists = (rel: string) => fs.existsSync(path.join(root.docsRoot, rel));
    visit(tree, (node: Node) => {
      if (node.type !== 'link' && node.type !== 'definition') return;
      const link = node as Link | Definition;
      // Same-page anchors stay native jumps.
      if (link.url.startsWith('#')) return;
      const target = resolveContentLink(link.url, fromFile, options.basePath, exists, versions);
      if (target.kind === 'route') {
        link.url = `${target.route}${target.query}${target.hash ? `#${target.hash}` : ''}`;
      } else if (target.kind === 'file') {
        // A download, not a page: the prefix comes back with gatsby-plugin-mdx, and DocLink keeps it a plain <a>.
        link.url = `/${target.file}`;
        link.data = { ...link.data, hProperties: { download: '' } };
      } else if (target.kind === 'missing-file') {
        const key = `${fromFile}→${link.url}`;
        const message = `Broken Markdown link in ${shown(fromFile)}: "${link.url}" points to ${shown(target.file)}, which does not exist`;
        if (BROKEN_REFERENCE.markdownFile === 'error') file.fail(message, link);
        if (!warned.has(key)) {
          warned.add(key);
          warn(message);
        }
        link.data = { ...link.data, hProperties: { 'data-no-broken-link-check': 'true' } };
      }
    });
  };
}
