import fs from 'node:fs';
import { createElement, Fragment } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { compilePage, compilePageTree, mdxCompileOptions, mdxPluginInternals } from '../gatsby/node/mdxPlugin';
import { listFiles } from '../lib/listFiles';
import { siteConfig } from '../config/site';
import { allVersionSources } from '../versions/sources';
import { mdxComponents } from './components';
import { FRAGMENT, renderContentTree, type ContentTree } from './contentTree';
import { contentTreeOf } from './contentTreeOf';
import { JSX_RUNTIME, mdxPluginOptions } from './options';

const internals = mdxPluginInternals();
const options = mdxCompileOptions(internals, mdxPluginOptions, { jsxRuntime: JSX_RUNTIME, pathPrefix: siteConfig.pathPrefix });

/** A page as MDX renders it: compiled by gatsby-plugin-mdx's compile, run with the site's components. */
async function mdxMarkup(page: { absolutePath: string; body: string; mdxNodeId: string }): Promise<string> {
  const { run } = await import('@mdx-js/mdx');
  const code = await compilePage(internals, { ...(await options), outputFormat: 'function-body', useDynamicImport: false }, page);
  const { default: Content } = await run(code, { ...runtime, useMDXComponents: () => mdxComponents } as never);
  return renderToStaticMarkup(createElement(Content));
}

/** A page as pagesAsData records it (src/node/faster/pagesAsData.ts). */
const treeOf = async (page: { absolutePath: string; body: string; mdxNodeId: string }) =>
  contentTreeOf(await compilePageTree(internals, await options, page));

const treeMarkup = async (page: { absolutePath: string; body: string; mdxNodeId: string }) =>
  renderToStaticMarkup(createElement(Fragment, null, renderContentTree(await treeOf(page), mdxComponents)));

/** What a page's source uses that could render differently: each JSX name, code language and Markdown construct. */
function constructs(body: string): Set<string> {
  const found = new Set<string>();
  const prose = body.replace(/^\s*```[\s\S]*?^\s*```/gm, '');
  for (const [, name] of prose.matchAll(/<([A-Za-z][\w.]*)/g)) found.add(`jsx:${name}`);
  // A code block's language and which kinds of meta it has (a title, highlighted lines), not their values.
  for (const [, lang, meta] of body.matchAll(/^\s*```+(\S*)(.*)$/gm))
    found.add(
      `code:${lang}:${[...(meta ?? '').matchAll(/(\w+)=|\{/g)]
        .map(([m]) => m)
        .sort()
        .join()}`,
    );
  const markdown: Record<string, RegExp> = {
    table: /^\s*\|?\s*:?-{3,}/m,
    tasks: /^\s*[-*] \[[ x]\]/m,
    image: /!\[/,
    ordered: /^\s*\d+\. /m,
    quote: /^\s*> /m,
    h4: /^#### /m,
    emphasis: /(^|\W)_[^_]+_(\W|$)/,
    reference: /^\[[^\]]+\]: /m,
    break: /\\$/m,
  };
  for (const [name, pattern] of Object.entries(markdown)) if (pattern.test(body)) found.add(name);
  return found;
}

describe('a doc page renders from its content tree as from its MDX', () => {
  // Every version's pages are the input that matters. Rendering all of them both ways takes about
  // 30 s, so the fewest pages that between them use every construct any of them uses are rendered.
  const pages = allVersionSources()
    .flatMap((sources) => listFiles(sources.docsRoot).filter((file) => /\.mdx?$/.test(file)))
    .map((file) => ({ absolutePath: file, body: matter(fs.readFileSync(file, 'utf8')).content, mdxNodeId: file }));
  const uncovered = new Set(pages.flatMap((page) => [...constructs(page.body)]));
  const chosen: typeof pages = [];
  while (uncovered.size) {
    const best = pages
      .map((page) => ({ page, adds: [...constructs(page.body)].filter((construct) => uncovered.has(construct)) }))
      .sort((a, b) => b.adds.length - a.adds.length)[0];
    if (!best?.adds.length) break;
    chosen.push(best.page);
    for (const construct of best.adds) uncovered.delete(construct);
  }

  it('the pages that use every construct between them give the same HTML both ways', { timeout: 60_000 }, async () => {
    expect(pages.length).toBeGreaterThan(20);
    expect(chosen.length).toBeGreaterThan(1);
    for (const page of chosen) {
      const [fromMdx, fromTree] = await Promise.all([mdxMarkup(page), treeMarkup(page)]);
      expect(fromTree, page.absolutePath).toBe(fromMdx);
    }
  });

  it('keeps what a source position could be mistaken for, and the components and literals JSX names', async () => {
    const body = ['3. third', '4. fourth', '', '<Admonition type="note" title="A title">', '', 'Inside.', '', '</Admonition>'].join('\n');
    const page = { absolutePath: '/virtual/page.mdx', body, mdxNodeId: 'x' };
    const html = await treeMarkup(page);
    expect(html).toContain('<ol start="3">');
    expect(html).toBe(await mdxMarkup(page));
    const tree = await treeOf(page);
    expect(JSON.stringify(tree)).not.toContain('position');
  });

  it('refuses a variable, in prose or in an attribute, where MDX would throw when rendering', async () => {
    for (const body of ['Set {path} first.', '<Admonition type={kind}>\n\nInside.\n\n</Admonition>']) {
      const page = { absolutePath: '/virtual/page.mdx', body, mdxNodeId: 'x' };
      await expect(treeOf(page), body).rejects.toThrow(/in an expression: only components and literals can be content/);
      await expect(mdxMarkup(page), body).rejects.toThrow(/is not defined/);
    }
  });

  it('names a component the site does not have, as MDX does, instead of rendering an unknown element', () => {
    const tree: ContentTree = { type: FRAGMENT, props: { children: [{ type: 'Nowhere', props: {} }] } };
    expect(() => renderToStaticMarkup(createElement(Fragment, null, renderContentTree(tree, mdxComponents)))).toThrow(/Nowhere/);
  });
});
