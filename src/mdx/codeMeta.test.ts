import { describe, expect, it } from 'vitest';
import { highlightedLines, parseCodeMeta, parseFileTitle, stripOwnMeta, titleFile } from './codeMeta';

describe('a fence meta, read one way by the build, the twins and the checks', () => {
  it.each([
    ['title="src/index.ts" {2-3}', { title: 'src/index.ts', excerpt: undefined, mistake: false, openapi: undefined }],
    [
      'excerpt="src/pagination.ts#cursor" title="src/pagination.ts (excerpt)"',
      { title: 'src/pagination.ts (excerpt)', excerpt: 'src/pagination.ts#cursor', mistake: false, openapi: undefined },
    ],
    ['mistake title="src/bad.ts"', { title: 'src/bad.ts', excerpt: undefined, mistake: true, openapi: undefined }],
    ['title="mistakes.ts"', { title: 'mistakes.ts', excerpt: undefined, mistake: false, openapi: undefined }],
    ['openapi="parseWebhooks request"', { title: undefined, excerpt: undefined, mistake: false, openapi: 'parseWebhooks request' }],
    [null, { title: undefined, excerpt: undefined, mistake: false, openapi: undefined }],
  ])('%s', (meta, expected) => {
    expect(parseCodeMeta(meta)).toEqual(expected);
  });

  it('leaves rehype-pretty-code only its own keys', () => {
    expect(stripOwnMeta('excerpt="a.ts#r" title="a.ts" mistake {1}')).toBe('title="a.ts" {1}');
    expect(stripOwnMeta('mistake')).toBeNull();
  });

  it.each([
    ['{3-5}', [3, 4, 5]],
    ['title="x.ts" {1,4} {7-8}', [1, 4, 7, 8]],
    ['{ 2 - 3 }', [2, 3]],
    ['title="{not lines}"', []],
    ['{ }', []],
    ['{1,,3}', [1, 3]],
    [undefined, []],
  ])('highlights the lines of %s', (meta, lines) => {
    expect([...highlightedLines(meta)]).toEqual(lines);
  });
});

describe('a block title that names a file', () => {
  it.each([
    ['src/handlers/me.ts', { file: 'src/handlers/me.ts', role: 'whole' }],
    ['src/handlers/tasks.ts (continued)', { file: 'src/handlers/tasks.ts', role: 'continued' }],
    ['.connector.json (generated)', { file: '.connector.json', role: 'generated' }],
    ['src/pagination.ts (excerpt)', { file: 'src/pagination.ts', role: 'excerpt' }],
    ['Terminal', null],
    ['src/x.ts (draft)', null],
    [undefined, null],
  ])('%s', (title, expected) => {
    expect(parseFileTitle(title)).toEqual(expected);
  });

  it('is a sample of the reference connector only for TypeScript files a reader writes', () => {
    expect(titleFile('src/handlers/tasks.ts (continued)')).toEqual({ file: 'src/handlers/tasks.ts', continued: true });
    expect(titleFile('src/App.tsx')).toEqual({ file: 'src/App.tsx', continued: false });
    expect(titleFile('.connector.json')).toBeNull();
    expect(titleFile('src/types.ts (generated)')).toBeNull();
  });
});
