import { expect, it } from 'vitest';
import { securityAlternatives } from '../model';
import type { ApiDocument } from './load';
import { securityOf } from './operationView';

const api = (doc: Record<string, unknown>): ApiDocument => ({ sourcePath: 'test.yaml', doc, lineOf: () => 1, resolve: () => undefined });

const schemes = {
  key: { type: 'apiKey', name: 'X-Key', in: 'header' },
  oauth: {
    type: 'oauth2',
    flows: {
      authorizationCode: {
        authorizationUrl: 'https://id.example/authorize',
        tokenUrl: 'https://id.example/token',
        scopes: { 'flows:read': 'Read flows', 'flows:write': 'Write flows' },
      },
    },
  },
};

it('says how to get an OAuth2 token and which scopes an operation asks for', () => {
  const [view] = securityOf(api({ components: { securitySchemes: schemes } }), { security: [{ oauth: ['flows:read'] }] });
  expect(view?.scheme).toBe(
    'OAuth 2.0, authorization code flow (authorize at https://id.example/authorize, token at https://id.example/token), scopes `flows:read`',
  );
});

it('keeps alternatives apart: any one requirement will do, every scheme inside one is needed', () => {
  const views = securityOf(api({ components: { securitySchemes: schemes } }), {
    security: [{ key: [], oauth: [] }, { oauth: ['flows:write'] }, {}],
  });
  const groups = securityAlternatives(views).map((group) => group.map((v) => v.name || 'none'));
  expect(groups).toEqual([['key', 'oauth'], ['oauth'], ['none']]);
  expect(securityAlternatives(securityOf(api({ components: { securitySchemes: schemes } }), { security: [{ key: [] }] }))).toHaveLength(1);
});
