import { describe, expect, it } from 'vitest';
import { siteConfig } from '../config/site';
import { checkDoc, parseDoc, type ContentIndex } from './checkDoc';
import type { CliReference } from './cliCheck';

const index: ContentIndex = {
  basePath: '/docs/',
  routes: new Set(['/intro/']),
  anchors: new Map(),
  versions: siteConfig.docs.versions,
  fileExists: () => false,
  staticExists: () => false,
};
const cli: CliReference = { binary: 'sync-connector', globalFlags: [], commands: {} };
const check = (body: string) => {
  const source = `---\ntitle: Tables\ndescription: A page with a table.\n---\n\n${body}`;
  return checkDoc(parseDoc('tables.mdx', source, 'content/docs/tables.mdx'), index, cli, 'content/docs/tables.mdx').map(
    (p) => `${p.line} ${p.message}`,
  );
};

describe('checkDoc tables', () => {
  it('names a table column whose header is empty, with its line', () => {
    expect(check('Intro.\n\n| | Local | Hosted |\n|---|---|---|\n| Cache | LRU | Redis |\n')).toEqual([
      '8 table column 1 has an empty header: name what the column holds',
    ]);
  });

  it('accepts tables whose headers all have text', () => {
    expect(check('| Aspect | Local | Hosted |\n|---|---|---|\n| Cache | LRU | Redis |\n')).toEqual([]);
  });
});

describe('checkDoc braces in prose', () => {
  it('names a `{…}` MDX would run as JavaScript (the page would crash rendering it), with its file line', () => {
    expect(check('The handler gets `ctx`, from which it reads { path } first.\n')).toEqual([
      '6 "{ path }" is read as JavaScript and would crash the page: put it in inline code',
    ]);
    expect(check('The handler reads `{ path }` first, and \\{ braces } escaped.\n')).toEqual([]);
  });
});

describe('checkDoc links to static files', () => {
  it('names a download whose file is not in static/', () => {
    expect(check('Get [the document](/docs/openapi/missing.yaml).\n')).toEqual([
      '6 link "/docs/openapi/missing.yaml" points to static/openapi/missing.yaml, which does not exist',
    ]);
  });
});

describe('checkDoc broken links: the build’s verdict (src/routes/linkPolicy.ts)', () => {
  const withAnchors: ContentIndex = { ...index, anchors: new Map([['/intro/', new Set(['install'])]]) };
  const problems = (body: string) =>
    checkDoc(
      parseDoc('links.mdx', `---\ntitle: Links\ndescription: A page with links.\n---\n\n${body}`, 'content/docs/links.mdx'),
      withAnchors,
      cli,
      'content/docs/links.mdx',
    ).map((p) => [p.severity ?? 'error', p.message]);

  it('a link to no page is an error, as it fails the build', () => {
    expect(problems('See [nothing](/docs/nothing/).\n')).toEqual([
      ['error', 'link "/docs/nothing/" points to /docs/nothing/, which is not a page'],
    ]);
  });

  it('a link to a missing heading, or to an .mdx file that does not exist, is a warning, as in the build', () => {
    expect(problems('See [install](/docs/intro/#install), [setup](/docs/intro/#setup) and [old](./old.mdx).\n')).toEqual([
      ['warning', 'link "/docs/intro/#setup": no heading with id "setup" on /intro/'],
      ['warning', 'link "./old.mdx" points to old.mdx, which does not exist'],
    ]);
  });
});
