import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { atPointer } from '../../src/apiReference/node/load';
import { decodeJsonHeader } from '../../src/apiReference/request/base64url';
import { allVersionSources } from '../../src/versions/sources';

/**
 * The reference's webhook samples print the 200 the document gives. That holds only if the
 * document's request example, sent with the document's header examples (the signing secret among
 * them), gets that answer from the reference connector: with an empty secret the parse sample
 * would get a 401. So each version's webhook handlers are run on their document's examples.
 * The SDK has declarations only; its error classes are all the handlers use of it on this path.
 */
vi.mock('@syncplatform/connector-sdk', () => {
  class SdkError extends Error {
    constructor(
      readonly status: number,
      message?: string,
    ) {
      super(message);
    }
  }
  const error = (status: number) =>
    class extends SdkError {
      constructor(message?: string) {
        super(status, message);
      }
    };
  return {
    BadRequestError: error(400),
    UnauthorizedError: error(401),
    NotFoundError: error(404),
    // The provider client is built at import; these examples never call the provider.
    Provider: class {},
  };
});

type Json = Record<string, unknown>;
const root = path.resolve(__dirname, '../..');

const decode = (value: unknown) => JSON.parse(decodeJsonHeader(String(value))) as Json;

const cases = allVersionSources(root).flatMap((sources) => {
  const doc = parseYaml(fs.readFileSync(path.join(sources.openapiDir, 'connector-api.yaml'), 'utf8')) as Json;
  const resolve = (node: unknown): Json => {
    const ref = (node as Json | undefined)?.$ref;
    return (typeof ref === 'string' ? atPointer(doc, ref.slice(1)) : node) as Json;
  };
  const handlers = path.join(sources.connectorRoot, 'src/handlers/webhooks.ts');
  return Object.values((doc.paths ?? {}) as Record<string, Json>).flatMap((item) =>
    Object.values(item as Record<string, Json>)
      .filter((op) => op.tags && (op.tags as string[]).includes('Webhooks') && (op.requestBody as Json | undefined))
      .flatMap((op) => {
        const json = (resolve(op.requestBody).content as Json)['application/json'] as Json;
        const answer = ((resolve((op.responses as Json)['200'])?.content as Json | undefined)?.['application/json'] as Json | undefined)
          ?.example;
        if (json.example === undefined || answer === undefined) return [];
        const headers = ((op.parameters ?? []) as unknown[]).map(resolve);
        const header = (name: string) => headers.find((p) => p.name === name)?.example;
        return [
          {
            name: `${sources.version.name} ${String(op.operationId)}`,
            handlers,
            handler: ((op['x-sdk-handlers'] ?? []) as string[])[0] ?? '',
            ctx: {
              body: json.example,
              credentials: decode(header('X-Sync-Credentials')),
              secrets: header('X-Sync-Secrets') === undefined ? {} : decode(header('X-Sync-Secrets')),
              partition: header('X-Sync-Partition'),
            },
            answer,
          },
        ];
      }),
  );
});

describe("each version's webhook examples get the answer the document prints", () => {
  it('finds the examples to run', () => {
    expect(cases.map((c) => c.name)).toEqual(expect.arrayContaining(['current parseWebhooks', 'current acknowledgeWebhooks']));
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', async (__, { handlers, handler, ctx, answer }) => {
    const module = (await import(handlers)) as Record<string, (ctx: unknown) => Promise<unknown>>;
    const run = module[handler];
    expect(run, `${handler} in ${path.relative(root, handlers)}`).toBeTypeOf('function');
    const result = await (run as (ctx: unknown) => Promise<unknown>)(ctx).catch((error: { status?: number; message: string }) => ({
      threw: `${error.status ?? ''} ${error.message}`,
    }));
    expect(result).toEqual(answer);
  });
});
