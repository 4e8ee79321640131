import { nodeFetch } from '@scalar/snippetz/plugins/node/fetch';
import { pythonPython3 } from '@scalar/snippetz/plugins/python/python3';
import { shellCurl } from '@scalar/snippetz/plugins/shell/curl';
import { buildRequest, type HarRequest, type RequestSpec, type RequestValues } from './requestSpec';

/**
 * The request as code to paste, from Scalar's snippet library (@scalar/snippetz, one plugin per
 * language so the browser loads only these three). The same function makes the samples at build
 * time and the request builder's command in the browser, so the two cannot differ.
 *
 * The library quotes every value as a literal. Two values must not be literals for the code to work
 * when pasted: an API key left to the environment (the pages keep it in `EMBED_API_KEY`) and a
 * deadline counted from the moment the command runs. They travel through the library as sentinels
 * (requestSpec.ts) and each target turns the string literal holding one into its own expression.
 */

export type SnippetTarget = 'curl' | 'node' | 'python';

export interface Snippet {
  target: SnippetTarget;
  /** Tab label. */
  label: string;
  /** Highlighting language. */
  language: string;
  code: string;
}

const TARGETS: Record<SnippetTarget, { label: string; language: string; generate: (request: HarRequest) => string }> = {
  curl: { label: 'curl', language: 'bash', generate: (request) => shellCurl.generate(request) },
  node: { label: 'Node.js', language: 'js', generate: (request) => awaitAndPrint(nodeFetch.generate(request)) },
  python: { label: 'Python', language: 'python', generate: (request) => pythonPython3.generate(request) },
};

/** The library's `fetch(…)` is never awaited or read: pasted, it prints nothing. An ES module (Node.js 18+) awaits it. */
function awaitAndPrint(code: string): string {
  if (!code.startsWith('fetch(')) throw new Error(`The Node.js sample no longer starts with fetch(: ${code.slice(0, 40)}`);
  return `const response = await ${code}\n\nconsole.log(response.status, await response.text())`;
}

/** The languages each kind of request is shown in: the platform's calls are shown as curl only. */
export const targetsFor = (spec: RequestSpec): SnippetTarget[] => (spec.style === 'client' ? ['curl', 'node', 'python'] : ['curl']);

/** The code for each target, or the problems that keep the values from making a request. */
export function requestSnippets(spec: RequestSpec, values: RequestValues): { snippets: Snippet[]; problems: string[] } {
  const { request, problems } = buildRequest(spec, values);
  if (!request) return { snippets: [], problems };
  const snippets = targetsFor(spec).map((target) => {
    const { label, language, generate } = TARGETS[target];
    return { target, label, language, code: resolveSentinels(target, generate(request)) };
  });
  return { snippets, problems };
}

const SENTINEL = /__DP_(ENV|DEADLINE)_([A-Z0-9_]+?)__/g;
const HAS_SENTINEL = /__DP_(ENV|DEADLINE)_/;

/** Each string literal of `code` (matched by `literal`, its content in group 1) that holds a sentinel, rewritten. */
function rewriteLiterals(code: string, literal: RegExp, rewrite: (inner: string) => string): string {
  return code.replace(literal, (match, inner: string) => (HAS_SENTINEL.test(inner) ? rewrite(inner) : match));
}

type Expansion = (sentinel: string, kind: string, value: string) => string;

const shellExpansion: Expansion = (_, kind, value) => (kind === 'ENV' ? `$${value}` : `$(($(date +%s) + ${value}))`);
const jsExpansion: Expansion = (_, kind, value) =>
  kind === 'ENV' ? `\${process.env.${value}}` : `\${Math.floor(Date.now() / 1000) + ${value}}`;
const pythonExpansion: Expansion = (_, kind, value) => (kind === 'ENV' ? `{os.environ['${value}']}` : `{int(time.time()) + ${value}}`);

function resolveSentinels(target: SnippetTarget, code: string): string {
  if (!code.includes('__DP_')) return code;
  switch (target) {
    case 'curl':
      // A single-quoted shell word, in which `'\''` stands for a quote. 'Bearer __DP_ENV_KEY__' becomes
      // "Bearer $KEY" where double quotes change nothing else, else 'Bearer '"$KEY" (quotes spliced).
      return rewriteLiterals(code, /'((?:[^']|'\\'')*)'/g, (inner) => {
        const text = inner.replace(/'\\''/g, "'");
        if (!/["\\$`!]/.test(text.replace(SENTINEL, ''))) return `"${text.replace(SENTINEL, shellExpansion)}"`;
        const spliced: Expansion = (...match) => `'"${shellExpansion(...match)}"'`;
        return `'${inner.replace(SENTINEL, spliced)}'`.replace(/^''|''$/g, '');
      });
    case 'node':
      // 'Bearer __DP_ENV_KEY__' → `Bearer ${process.env.KEY}`; a backtick or `${` of the value stays text.
      return rewriteLiterals(
        code,
        /'((?:[^'\\]|\\.)*)'/g,
        (inner) => `\`${inner.replace(/`/g, '\\`').replace(/\$\{/g, '\\${').replace(/\\'/g, "'").replace(SENTINEL, jsExpansion)}\``,
      );
    case 'python': {
      // "Bearer __DP_ENV_KEY__" → f"Bearer {os.environ['KEY']}" (the value's braces doubled), and the module imports os.
      const rewritten = rewriteLiterals(
        code,
        /"((?:[^"\\]|\\.)*)"/g,
        (inner) => `f"${inner.replace(/\{/g, '{{').replace(/\}/g, '}}').replace(SENTINEL, pythonExpansion)}"`,
      );
      const modules = [rewritten.includes('os.environ') && 'import os', rewritten.includes('time.time()') && 'import time'].filter(Boolean);
      return `${modules.join('\n')}\n${rewritten}`;
    }
  }
}
