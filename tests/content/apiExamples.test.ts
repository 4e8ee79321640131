import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkApiExamples } from '../../src/checks/api/checkApiExamples';
import { loadConnectorApi, type ConnectorApi } from '../../src/checks/api/connectorApi';
import { CONNECTOR_API_DOCUMENT } from '../../src/checks/api/document';
import { loadContent } from '../../src/checks/loadContent';

const content = loadContent(path.resolve(__dirname, '../..'));
let api: ConnectorApi;

beforeAll(async () => {
  api = await loadConnectorApi(CONNECTOR_API_DOCUMENT);
});

describe('connector API examples', () => {
  it.each(content.docs.map((d) => [d.displayPath, d] as const))('%s: every example matches the OpenAPI document', (_, { doc, displayPath }) => {
    const problems = checkApiExamples({ displayPath, relativePath: doc.relativePath, tree: doc.tree, lineOffset: doc.lineOffset }, api);
    expect(problems.map((p) => `${p.file}:${p.line} ${p.message}`)).toEqual([]);
  });
});
