import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DocsVersion } from '../../routes/versions';
import { addVersionEntry, cutVersion, withVersionList } from './cutVersion';

const current: DocsVersion = { name: 'current', label: 'Next', path: '', status: 'current' };
const config = `export const siteConfig = {\n  docs: {\n    versions: [\n      { name: 'current', label: 'Next', path: '', status: 'current' },\n      { name: '1.x', label: '1.x', path: '1.x', status: 'maintained' },\n    ],\n    mainDoc,\n  },\n};\n`;

/** A project with current's five sources, as the cut copies them. */
function project(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dp-cut-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write('content/docs/intro.mdx', '---\ntitle: Intro\ndescription: First.\n---\n');
  write('static/openapi/connector-api.yaml', 'openapi: 3.1.0\n');
  write('examples/connector-sdk/index.d.ts', 'export {};\n');
  write('examples/example-tracker/src/index.ts', 'export {};\n');
  write('examples/example-tracker/node_modules/x/index.js', '');
  write('content/cli-reference.json', '{}');
  write('src/config/site.ts', config);
  return root;
}

describe('cutting a version', () => {
  it('freezes the five sources under content/versions/<name>/ and lists the version after current', () => {
    const root = project();
    const versions = [current, { name: '1.x', label: '1.x', path: '1.x', status: 'maintained' } as const];
    const said = cutVersion(root, versions, '2.x');
    for (const file of [
      'docs/intro.mdx',
      'openapi/connector-api.yaml',
      'connector-sdk/index.d.ts',
      'example-tracker/src/index.ts',
      'cli-reference.json',
    ])
      expect(fs.existsSync(path.join(root, 'content/versions/2.x', file)), file).toBe(true);
    expect(fs.existsSync(path.join(root, 'content/versions/2.x/example-tracker/node_modules'))).toBe(false);
    expect(fs.readFileSync(path.join(root, 'src/config/site.ts'), 'utf8')).toContain(
      "{ name: 'current', label: 'Next', path: '', status: 'current' },\n      { name: '2.x', label: '2.x', path: '2.x', status: 'maintained' },\n      { name: '1.x'",
    );
    expect(said.at(-1)).toMatch(/lists 2\.x/);
    // Once is enough: the name is taken now, and nothing is copied again.
    expect(() => cutVersion(root, [...versions, { name: '2.x', label: '2.x', path: '2.x', status: 'maintained' }], '2.x')).toThrow(
      /named "2\.x"/,
    );
    fs.rmSync(root, { recursive: true });
  });

  it('refuses a name that is not one route segment, before copying anything', () => {
    const root = project();
    expect(() => cutVersion(root, [current], '../x')).toThrow(/one route segment/);
    expect(fs.existsSync(path.join(root, 'content/versions'))).toBe(false);
    fs.rmSync(root, { recursive: true });
  });

  it('edits the configured list where the file has it, or says it cannot', () => {
    expect(addVersionEntry('no list here', current)).toBeNull();
    const only = withVersionList(config, [current]);
    expect(only).toContain("    versions: [\n      { name: 'current', label: 'Next', path: '', status: 'current' },\n    ],\n    mainDoc,");
    expect(only).not.toContain("'1.x'");
  });
});
