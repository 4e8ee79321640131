import { defaultHandlers, toMarkdown, type Handle, type Options } from 'mdast-util-to-markdown';
import type { BlockContent, Code, Content, Paragraph, PhrasingContent, Root } from 'mdast';
import type { Node, Parent } from 'unist';
import { markdownTwinPath } from './twinPath';
import { resolveContentLink } from '../routes/links';
import type { LinkVersions } from '../routes/versions';
import { highlightedLines, parseCodeMeta } from '../mdx/codeMeta';
import { mdxParser } from '../mdx/syntax';
import { remarkCodeMeta } from '../mdx/remark/remarkCodeMeta';

export interface TwinContext {
  /** The page's route, from the site model (`/connectors/recipes/pagination/`). */
  route: string;
  /** The page's content file relative to `content/docs` (`connectors/recipes/pagination.mdx`). */
  fromFile: string;
  /** `/docs/` */
  basePath: string;
  /** Routes (`/intro/`) that have a Markdown twin; links to them go to the twin. */
  twinRoutes: ReadonlySet<string>;
  /** Answers for paths relative to `content/docs`, to resolve `./x.mdx` links. */
  contentFileExists: (relativePath: string) => boolean;
  /** The page's docs version among all: its links resolve within it (src/routes/versions.ts). */
  versions?: LinkVersions;
}

interface JsxNode {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: Array<{ type: string; name?: string; value?: unknown }>;
  children: Node[];
}

const ADMONITION_LABELS: Record<string, string> = { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger' };
/** MDX-only nodes with no meaning outside React: imports, exports and `{expressions}`. */
const DROPPED = new Set(['mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'html']);
const PHRASING = new Set(['text', 'emphasis', 'strong', 'delete', 'inlineCode', 'break', 'link', 'linkReference', 'footnoteReference']);

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const strong = (value: string): PhrasingContent => ({ type: 'strong', children: [text(value)] });
const paragraph = (...children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children });

const attributeOf = (node: JsxNode, name: string): string | undefined => {
  const value = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name)?.value;
  return typeof value === 'string' ? value : undefined;
};

/** Whether a serializer extension (or one it nests) writes MDX's own nodes. */
const writesMdx = (extension: Options): boolean =>
  Object.keys(extension.handlers ?? {}).some((type) => type.startsWith('mdx')) || (extension.extensions ?? []).some(writesMdx);

/** `_` between two letters or digits, which CommonMark never reads as emphasis (`LOG_LEVEL`, `snake_case`). */
const INTRAWORD_UNDERSCORE = /(?<=[\p{L}\p{N}])\\_(?=[\p{L}\p{N}])/gu;

/** Text escaped as the serializer does, less the escapes of intraword underscores, which only make twins harder to read. */
const readableText: Handle = (node, parent, state, info) =>
  defaultHandlers.text(node, parent, state, info).replace(INTRAWORD_UNDERSCORE, '_');

/**
 * The serializer settings every twin, category page and llms.txt shares: the parser's GFM (tables)
 * and directive extensions, not MDX's. A twin holds no MDX node, and MDX's escapes (`/\{path}`)
 * mean nothing in Markdown.
 */
export function markdownOptions(): Options {
  const extensions = ((mdxParser.freeze().data('toMarkdownExtensions') ?? []) as Options[]).filter((extension) => !writesMdx(extension));
  return { extensions, handlers: { text: readableText }, bullet: '-', listItemIndent: 'one', fences: true, emphasis: '_', rule: '-' };
}

/** Line numbers as a reader writes them: 8, 10, 14–15. */
function lineRanges(lines: ReadonlySet<number>): string[] {
  const sorted = [...lines].sort((a, b) => a - b);
  const ranges: string[] = [];
  sorted.forEach((line, at) => {
    const previous = sorted[at - 1];
    const last = ranges.at(-1);
    if (previous === line - 1 && last !== undefined) ranges[ranges.length - 1] = `${last.split('–')[0]}–${line}`;
    else ranges.push(String(line));
  });
  return ranges;
}

/** `title="src/index.ts (excerpt)"` → "File: `src/index.ts` (excerpt)"; another title stays a bold label. */
function codeTitle(title: string): Paragraph {
  // `\S*`: a dotfile such as `.env` names a file too.
  const file = /^(\S*\.\w+)(\s+\(.+\))?$/.exec(title);
  return file?.[1]
    ? paragraph(text('File: '), { type: 'inlineCode', value: file[1] }, ...(file[2] ? [text(file[2])] : []))
    : paragraph(strong(title));
}

/** A run of phrasing content becomes a paragraph, so a blockquote only holds blocks. */
function asBlocks(nodes: Node[]): BlockContent[] {
  const blocks: BlockContent[] = [];
  let run: PhrasingContent[] = [];
  const flush = () => {
    if (run.length) blocks.push(paragraph(...run));
    run = [];
  };
  for (const node of nodes) {
    if (PHRASING.has(node.type)) run.push(node as PhrasingContent);
    else {
      flush();
      blocks.push(node as BlockContent);
    }
  }
  flush();
  return blocks;
}

function admonition(node: JsxNode, children: Node[]): Node[] {
  const type = attributeOf(node, 'type') ?? 'note';
  const title = attributeOf(node, 'title');
  const blocks = asBlocks(children);
  const typeLabel = ADMONITION_LABELS[type] ?? 'Note';
  // The deliberate-mistake wrapper's title says it all; "Danger: Don't do this" would repeat it.
  const label = !title ? `${typeLabel}:` : type === 'danger' && title === "Don't do this" ? `${title}:` : `${typeLabel}: ${title}`;
  const [first] = blocks;
  if (!title && first?.type === 'paragraph') first.children.unshift(strong(label), text(' '));
  else blocks.unshift(paragraph(strong(label)));
  return [{ type: 'blockquote', children: blocks } as Node];
}

/** The page's Markdown tree with every MDX construct turned into plain Markdown (mutates `tree`). */
export function toPlainMarkdownTree(tree: Root, context: TwinContext): Root {
  const { route } = context;
  const prefix = context.basePath.replace(/\/$/, '');
  const rewrite = (url: string): string | null => {
    if (url.startsWith('#')) return `${markdownTwinPath(prefix, route)}${url}`;
    const target = resolveContentLink(url, context.fromFile, context.basePath, context.contentFileExists, context.versions);
    if (target.kind === 'file') return `${context.basePath}${target.file}`;
    if (target.kind === 'missing-file') return null;
    if (target.kind !== 'route') return url;
    const page = context.twinRoutes.has(target.route) ? markdownTwinPath(prefix, target.route) : `${prefix}${target.route}`;
    return `${page}${target.query}${target.hash ? `#${target.hash}` : ''}`;
  };

  const convert = (node: Node): Node[] => {
    if (DROPPED.has(node.type)) return [];
    const parent = node as Parent;
    const children = Array.isArray(parent.children) ? parent.children.flatMap(convert) : undefined;
    if (children) parent.children = children;
    switch (node.type) {
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const jsx = node as unknown as JsxNode;
        if (jsx.name === 'Admonition') return admonition(jsx, children ?? []);
        // A tab group is a list, one item per tab, so the text after the group does not read as the last tab's.
        if (jsx.name === 'TabItem') {
          const label = paragraph(strong(`Tab: ${attributeOf(jsx, 'label') ?? attributeOf(jsx, 'value') ?? ''}`));
          return [{ type: 'listItem', spread: true, children: [label, ...asBlocks(children ?? [])] } as Node];
        }
        if (jsx.name === 'Tabs') {
          const items = (children ?? []).filter((child) => child.type === 'listItem');
          const rest = (children ?? []).filter((child) => child.type !== 'listItem');
          return [{ type: 'list', ordered: false, spread: true, children: items } as Node, ...rest];
        }
        // Any other component: keep what it wraps, drop the element.
        return children ?? [];
      }
      case 'link':
      case 'definition': {
        const link = node as unknown as { url: string };
        const url = rewrite(link.url);
        // A link to a missing .mdx file (the build warned): its text, not a link that resolves nowhere.
        if (url === null) return node.type === 'link' ? (children ?? []) : [];
        link.url = url;
        return [node];
      }
      case 'image': {
        const image = node as unknown as { url: string; alt?: string | null; title?: string | null };
        const label = image.alt ? `Image: ${image.alt}` : 'Image';
        return [{ type: 'link', url: rewrite(image.url) ?? image.url, title: image.title ?? null, children: [text(label)] } as Node];
      }
      case 'code': {
        const code = node as Code;
        const { title } = parseCodeMeta(code.meta);
        // The page highlights these lines, and its text may point at them ("the lines that use it").
        const lines = lineRanges(highlightedLines(code.meta));
        code.meta = null;
        return [
          ...(title ? [codeTitle(title)] : []),
          ...(lines.length
            ? [paragraph(text(`Highlighted: ${lines.length > 1 || lines[0]?.includes('–') ? 'lines' : 'line'} ${lines.join(', ')}.`))]
            : []),
          code,
        ];
      }
      default:
        return [node];
    }
  };
  tree.children = tree.children.flatMap(convert) as Content[];
  return tree;
}

/** YAML scalar: plain when unambiguous, else double-quoted (JSON strings are valid YAML). */
function yamlScalar(value: string): string {
  return /^[A-Za-z0-9/][^\n:#]*$/.test(value) && !/\s$/.test(value) ? value : JSON.stringify(value);
}

/** What a twin's head says: front matter fields, and a released version's note (already Markdown). */
export interface TwinHead {
  title: string;
  description: string;
  /** The page's own URL (`/docs/2.x/intro/`): a twin read on its own, or in llms-full.txt, says where it lives. */
  url?: string;
  versionNote?: string;
}

/** Front matter and `# Title`, the head of every twin, then a released version's note if any. */
export function twinHeader({ title, description, url, versionNote = '' }: TwinHead): string {
  const fields = [`title: ${yamlScalar(title)}`, `description: ${yamlScalar(description)}`, ...(url ? [`url: ${yamlScalar(url)}`] : [])];
  return `---\n${fields.join('\n')}\n---\n\n# ${title}\n\n${versionNote}`;
}

/** One doc page's Markdown twin from its MDX body (front matter already removed, as `Mdx.body`). */
export function mdxToMarkdown(body: string, page: TwinHead, context: TwinContext): string {
  const tree = mdxParser.runSync(mdxParser.parse(body)) as Root;
  remarkCodeMeta()(tree);
  const markdown = toMarkdown(toPlainMarkdownTree(tree, context), markdownOptions());
  return twinHeader(page) + markdown;
}
