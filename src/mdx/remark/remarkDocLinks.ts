import fs from 'node:fs';
import path from 'node:path';
import { visit } from 'unist-util-visit';
import type { Definition, Link } from 'mdast';
import type { Node } from 'unist';
import type { VFile } from 'vfile';
import { BROKEN_REFERENCE } from '../../site/linkPolicy';
import { resolveContentLink } from '../../site/links';

export interface DocLinksOptions {
  /** Absolute path of `content/docs`. */
  contentRoot: string;
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
  const warn = options.warn ?? ((message: string) => console.warn(`warn ${message}`));
  return (tree: Node, file: VFile) => {
    if (!file.path) return;
    const fromFile = path.relative(options.contentRoot, file.path).split(path.sep).join('/');
    if (fromFile.startsWith('..')) return;
    const exists = (rel: string) => fs.existsSync(path.join(options.contentRoot, rel));
    visit(tree, (node: Node) => {
      if (node.type !== 'link' && node.type !== 'definition') return;
      const link = node as Link | Definition;
      // Same-page anchors stay native jumps.
      if (link.url.startsWith('#')) return;
      const target = resolveContentLink(link.url, fromFile, options.basePath, exists);
      if (target.kind === 'route') {
        link.url = `${target.route}${target.query}${target.hash ? `#${target.hash}` : ''}`;
      } else if (target.kind === 'file') {
        // A download, not a page: the prefix comes back with gatsby-plugin-mdx, and DocLink keeps it a plain <a>.
        link.url = `/${target.file}`;
        link.data = { ...link.data, hProperties: { download: '' } };
      } else if (target.kind === 'missing-file') {
        const key = `${fromFile}→${link.url}`;
        const message = `Broken Markdown link in content/docs/${fromFile}: "${link.url}" points to content/docs/${target.file}, which does not exist`;
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
