import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, getLineColLocation, lintFromString, type Config, type NormalizedProblem } from '@redocly/openapi-core';
import { Document, Spectral, type ISpectralDiagnostic, type RulesetDefinition } from '@stoplight/spectral-core';
import { Yaml } from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import { parse as parseYaml } from 'yaml';
import { REDOCLY_RULESET, SPECTRAL_RULESET, TURNED_OFF, type LintTool, type TurnedOff } from './openapiLintRules';

/**
 * Lints one OpenAPI document with swagger-parser (the OpenAPI schema, `$ref`s), Redocly's
 * `recommended` rules and Spectral's `oas` rules, in process. Every finding of every severity is
 * returned unless `openapiLintRules.ts` turns its rule off, for its reason.
 */

export interface LintFinding {
  tool: 'swagger-parser' | LintTool;
  rule: string;
  /** Where in the document, as a JSON pointer fragment: `#/paths/~1me/get`. */
  pointer: string;
  /** 1-based line of that place in the document's text. */
  line: number;
  severity: string;
  message: string;
}

export interface LintResult {
  findings: LintFinding[];
  /** Findings a narrowed exception (`at`) let through, with the exception: shows it is still needed. */
  excused: Array<{ finding: LintFinding; exception: TurnedOff }>;
}

const escapeToken = (token: string | number) => String(token).replace(/~/g, '~0').replace(/\//g, '~1');
const pointerOf = (segments: ReadonlyArray<string | number>) => `#${segments.map((s) => `/${escapeToken(s)}`).join('')}`;
const segmentsOf = (pointer: string) =>
  pointer
    .replace(/^#/, '')
    .split('/')
    .slice(1)
    .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));

/** The exceptions that apply to one document (by file name), for one tool. */
const exceptionsFor = (name: string, tool: LintTool, turnedOff: readonly TurnedOff[]) =>
  turnedOff.filter((e) => e.tool === tool && (!e.documents || e.documents.includes(name)));

/** Rules the tool must not run for this document: exceptions not narrowed to a place. */
const rulesOff = (exceptions: readonly TurnedOff[]) => [...new Set(exceptions.filter((e) => !e.at).map((e) => e.rule))].sort();

const redoclyConfigs = new Map<string, Promise<Config>>();
function redoclyConfig(off: string[]): Promise<Config> {
  const key = off.join(',');
  let config = redoclyConfigs.get(key);
  if (!config) {
    config = createConfig({ extends: [REDOCLY_RULESET], rules: Object.fromEntries(off.map((rule) => [rule, 'off'])) });
    redoclyConfigs.set(key, config);
  }
  return config;
}

/** Spectral's `oas` ruleset as `extends: spectral:oas` gives it, less the rules turned off. */
export function spectralRuleset(off: readonly string[] = []): RulesetDefinition {
  return {
    extends: [[oas as RulesetDefinition, SPECTRAL_RULESET as 'recommended']],
    rules: Object.fromEntries(off.map((rule) => [rule, 'off'])),
  } as RulesetDefinition;
}

const spectrals = new Map<string, Spectral>();
function spectralFor(off: string[]): Spectral {
  const key = off.join(',');
  let spectral = spectrals.get(key);
  if (!spectral) {
    spectral = new Spectral();
    spectral.setRuleset(spectralRuleset(off));
    spectrals.set(key, spectral);
  }
  return spectral;
}

const SPECTRAL_SEVERITY = ['error', 'warn', 'info', 'hint'];

/** The rule names each tool's ruleset has, to hold the exceptions against. */
export async function knownRules(): Promise<Record<LintTool, Set<string>>> {
  const config = await redoclyConfig([]);
  const redocly = new Set(Object.values(config.rules).flatMap((rules) => Object.keys(rules)));
  const spectral = new Set(Object.keys((oas as { rules: Record<string, unknown> }).rules));
  return { redocly, spectral };
}

export async function lintOpenApiDocument(
  file: { sourcePath: string; text: string },
  turnedOff: readonly TurnedOff[] = TURNED_OFF,
): Promise<LintResult> {
  const name = path.basename(file.sourcePath);
  const spectralDocument = new Document(file.text, Yaml, file.sourcePath);
  const lineOf = (segments: Array<string | number>) => (spectralDocument.getRangeForJsonPath(segments, true)?.start.line ?? 0) + 1;
  const findings: LintFinding[] = [];

  // swagger-parser: the OpenAPI 3.1 schema and the $refs. It dereferences what it is given: a copy.
  try {
    await SwaggerParser.validate(parseYaml(file.text, { maxAliasCount: -1 }) as never);
  } catch (error) {
    const details = (error as { details?: Array<{ instancePath?: string; message?: string; params?: Record<string, unknown> }> }).details;
    if (!details?.length)
      findings.push({
        tool: 'swagger-parser',
        rule: 'validate',
        pointer: '#',
        line: 1,
        severity: 'error',
        message: (error as Error).message,
      });
    for (const detail of details ?? []) {
      const segments = segmentsOf(detail.instancePath ?? '');
      const extra = detail.params?.unevaluatedProperty ?? detail.params?.additionalProperty;
      findings.push({
        tool: 'swagger-parser',
        rule: 'openapi-schema',
        pointer: pointerOf(segments),
        line: lineOf(segments),
        severity: 'error',
        message: `${detail.message ?? 'is invalid'}${extra ? `: "${String(extra)}"` : ''}`,
      });
    }
  }

  const redoclyExceptions = exceptionsFor(name, 'redocly', turnedOff);
  const problems: NormalizedProblem[] = await lintFromString({
    source: file.text,
    absoluteRef: path.resolve(file.sourcePath),
    config: await redoclyConfig(rulesOff(redoclyExceptions)),
  });
  for (const problem of problems) {
    if (problem.ignored) continue;
    const [location] = problem.location;
    findings.push({
      tool: 'redocly',
      rule: problem.ruleId,
      pointer: location?.pointer ?? '#',
      line: location ? getLineColLocation(location).start.line : 1,
      severity: problem.severity,
      message: problem.message,
    });
  }

  const spectralExceptions = exceptionsFor(name, 'spectral', turnedOff);
  const diagnostics: ISpectralDiagnostic[] = await spectralFor(rulesOff(spectralExceptions)).run(spectralDocument);
  for (const diagnostic of diagnostics)
    findings.push({
      tool: 'spectral',
      rule: String(diagnostic.code),
      pointer: pointerOf(diagnostic.path),
      line: diagnostic.range.start.line + 1,
      severity: SPECTRAL_SEVERITY[diagnostic.severity] ?? String(diagnostic.severity),
      message: diagnostic.message,
    });

  const result: LintResult = { findings: [], excused: [] };
  const narrowed = [...redoclyExceptions, ...spectralExceptions].filter((e) => e.at);
  for (const finding of findings) {
    const exception = narrowed.find((e) => e.tool === finding.tool && e.rule === finding.rule && e.at?.test(finding.pointer));
    if (exception) result.excused.push({ finding, exception });
    else result.findings.push(finding);
  }
  result.findings.sort((a, b) => a.line - b.line || a.tool.localeCompare(b.tool) || a.rule.localeCompare(b.rule));
  return result;
}

/** One finding as a line of a failure: `static/openapi/embed-api.yaml:12 redocly info-license #/info: Info object should contain `license` field.` */
export const formatFinding = (document: string, f: LintFinding) =>
  `${document}:${f.line} ${f.tool} ${f.rule} (${f.severity}) ${f.pointer}: ${f.message}`;
