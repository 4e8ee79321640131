import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatFinding, lintOpenApiDocument, type LintResult } from '../../src/checks/api/openapiLint';
import { TURNED_OFF } from '../../src/checks/api/openapiLintRules';
import { allVersionSources } from '../../src/versions/sources';

const root = path.resolve(__dirname, '../..');

/** Every OpenAPI document of every docs version, relative to the project: `content/versions/2.x/openapi/embed-api.yaml`. */
const documents = allVersionSources(root).map((sources) => ({
  version: sources.version.name,
  files: fs
    .readdirSync(sources.openapiDir)
    .filter((name) => /\.(ya?ml|json)$/.test(name))
    .sort()
    .map((name) => path.relative(root, path.join(sources.openapiDir, name)).split(path.sep).join('/')),
}));

const results = new Map<string, Promise<LintResult>>();
const lint = (file: string) => {
  let result = results.get(file);
  if (!result) {
    result = lintOpenApiDocument({ sourcePath: file, text: fs.readFileSync(path.join(root, file), 'utf8') });
    results.set(file, result);
  }
  return result;
};

// swagger-parser (the OpenAPI schema), Redocly `recommended` and Spectral `oas`; every severity fails
// unless src/checks/api/openapiLintRules.ts turns the rule off, with its reason.
describe.each(documents.map((d) => [d.version, d.files] as const))('docs version %s', (_, files) => {
  it('has OpenAPI documents', () => expect(files.length).toBeGreaterThan(0));

  it.each(files)('%s passes swagger-parser, Redocly recommended and Spectral oas', async (file) => {
    const { findings } = await lint(file);
    expect(findings.map((f) => formatFinding(file, f))).toEqual([]);
  }, 60_000);
});

describe('the linters’ exceptions', () => {
  const names = new Set(documents.flatMap((d) => d.files.map((file) => path.basename(file))));

  it.each(TURNED_OFF.map((e) => [`${e.tool} ${e.rule}`, e] as const))('%s names only documents that exist', (_, exception) => {
    for (const name of exception.documents ?? []) expect(names, `${exception.rule}: no document ${name}`).toContain(name);
  });

  it.each(TURNED_OFF.filter((e) => e.at).map((e) => [`${e.tool} ${e.rule}`, e] as const))(
    '%s, narrowed to a place, still excuses a finding there (else delete it)',
    async (_, exception) => {
      const all = await Promise.all(documents.flatMap((d) => d.files).map(lint));
      expect(all.some((r) => r.excused.some((e) => e.exception === exception))).toBe(true);
    },
    60_000,
  );
});
