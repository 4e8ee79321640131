import fs from 'node:fs';
import path from 'node:path';
import { currentOf, versionListErrors, type DocsVersion } from '../../routes/versions';
import { VERSIONS_DIR, versionSources } from '../sources';

/** What a cut copies, as `[what, from (current's), to (inside the frozen folder)]`. */
function copies(projectRoot: string, versions: readonly DocsVersion[], name: string): Array<[string, string, string]> {
  const current = versionSources(currentOf(versions), projectRoot);
  const frozen = path.resolve(projectRoot, VERSIONS_DIR, name);
  return [
    ['pages', current.docsRoot, path.join(frozen, 'docs')],
    ['OpenAPI documents', current.openapiDir, path.join(frozen, 'openapi')],
    ['SDK declarations', path.dirname(current.sdkDeclarations), path.join(frozen, 'connector-sdk')],
    ['reference connector', current.connectorRoot, path.join(frozen, 'example-tracker')],
    ['CLI reference', current.cliReference, path.join(frozen, 'cli-reference.json')],
  ];
}

/** Installed or built files of the reference connector are not sources. */
const SKIPPED = new Set(['node_modules', 'dist']);

/** The entry a new version gets: maintained, at a path equal to its name. */
export const newVersionEntry = (name: string): DocsVersion => ({ name, label: name, path: name, status: 'maintained' });

/**
 * Adds the entry right after current's in src/config/site.ts (newest released first), or returns
 * false when current's entry is not written on one line as the file has it.
 */
export function addVersionEntry(configText: string, entry: DocsVersion): string | null {
  const currentLine = /^(\s*)\{ name: 'current'[^\n]*\},\n/m.exec(configText);
  if (!currentLine) return null;
  const at = currentLine.index + currentLine[0].length;
  const line = `${currentLine[1]}{ name: '${entry.name}', label: '${entry.label}', path: '${entry.path}', status: '${entry.status}' },\n`;
  return configText.slice(0, at) + line + configText.slice(at);
}

/**
 * Freezes current's pages, OpenAPI documents, SDK declarations, reference connector and CLI reference
 * as the version `name`, and lists it in the site configuration. Refuses a name in use or a folder
 * that exists, before copying anything. Returns what it did, a line each.
 */
export function cutVersion(projectRoot: string, versions: readonly DocsVersion[], name: string): string[] {
  const entry = newVersionEntry(name);
  const errors = versionListErrors([...versions, entry]);
  if (errors.length) throw new Error(errors.join('\n'));
  const frozen = path.resolve(projectRoot, VERSIONS_DIR, name);
  if (fs.existsSync(frozen)) throw new Error(`${path.relative(projectRoot, frozen)} exists already: delete it or choose another name`);
  const done: string[] = [];
  for (const [what, from, to] of copies(projectRoot, versions, name)) {
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.cpSync(from, to, { recursive: true, filter: (source) => !SKIPPED.has(path.basename(source)) });
    done.push(`${what}: ${path.relative(projectRoot, from)} → ${path.relative(projectRoot, to)}`);
  }
  const configFile = path.join(projectRoot, 'src/config/site.ts');
  const updated = addVersionEntry(fs.readFileSync(configFile, 'utf8'), entry);
  if (updated) {
    fs.writeFileSync(configFile, updated);
    done.push(`src/config/site.ts: lists ${name} (maintained) after current`);
  } else {
    done.push(`src/config/site.ts: add ${JSON.stringify(entry)} to docs.versions yourself (current's entry is not on one line)`);
  }
  return done;
}

/** src/config/site.ts with `docs.versions` replaced by `versions` (scratch and benchmark sites), or null when the list is not where the file has it. */
export function withVersionList(configText: string, versions: readonly DocsVersion[]): string | null {
  const list = /^( *)versions: \[\n(?:.*\n)*?\1\],\n/m.exec(configText);
  if (!list) return null;
  const indent = list[1] ?? '';
  const entries = versions.map((v) => `${indent}  { name: '${v.name}', label: '${v.label}', path: '${v.path}', status: '${v.status}' },\n`);
  return `${configText.slice(0, list.index)}${indent}versions: [\n${entries.join('')}${indent}],\n${configText.slice(list.index + list[0].length)}`;
}
