/**
 * What the OpenAPI linters run on the documents, and every exception, each with its reason: the one
 * home of their configuration (read by `openapiLint.ts`; docs/decisions/2026-11-26-api-reference.md).
 *
 * Redocly runs its `recommended` ruleset, Spectral its `oas` ruleset as `extends: spectral:oas` gives
 * it (the rules marked recommended). Every finding fails, whatever its severity, unless an entry here
 * turns its rule off. An entry applies to every docs version's copy of a document alike.
 */

export type LintTool = 'redocly' | 'spectral';

export interface TurnedOff {
  tool: LintTool;
  rule: string;
  /** Only in these documents (file names: `connector-api.yaml`); every document when absent. */
  documents?: readonly string[];
  /**
   * Only findings at a JSON pointer this matches (`#/paths/~1health/get/responses`); the rule still
   * runs everywhere else. The whole rule is off (in the tool's own configuration) when absent.
   */
  at?: RegExp;
  /** Why the rule cannot be met sensibly: one line, required. */
  reason: string;
}

export const REDOCLY_RULESET = 'recommended';
export const SPECTRAL_RULESET = 'recommended';

export const TURNED_OFF: readonly TurnedOff[] = [
  {
    tool: 'redocly',
    rule: 'no-server-example.com',
    documents: ['connector-api.yaml'],
    reason:
      "The connector API is served by the reader's own connector: its server is `http://localhost:9200`, a connector under `sync-connector dev`, which the generated curl samples call.",
  },
  {
    tool: 'redocly',
    rule: 'operation-4xx-response',
    documents: ['connector-api.yaml'],
    at: /^#\/paths\/~1health\/get\/responses$/,
    reason:
      'The health probe takes no input and no credentials, so no request to it can be wrong: it answers 200 or 503 only (health.mdx).',
  },
  {
    tool: 'redocly',
    rule: 'operation-4xx-response',
    documents: ['connector-api.yaml'],
    at: /\/callbacks\/providerEvent\/.*\/post\/responses$/,
    reason:
      "The provider's delivery is answered by the platform's receiver, 200 or the acknowledge handler's answer relayed: the connector API defines no error the receiver sends the provider.",
  },
  {
    tool: 'redocly',
    rule: 'no-required-schema-properties-undefined',
    at: /\/then\/required\/\d+$/,
    reason:
      'The rule does not look through `if`/`then` to the enclosing schema: a conditional `then: { required: [options] }` names a property the enclosing schema declares (FieldSchema, EmbedTokenRequest).',
  },
];
