import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { visit } from 'unist-util-visit';
import type { Code, Root } from 'mdast';
import type { Node } from 'unist';
import { parseCodeMeta, titleFile } from '../../mdx/codeMeta';
import { extractRegion, regionNames, RegionError } from './regions';

/**
 * Every TypeScript sample on the site is either an excerpt of the reference connector
 * (`examples/example-tracker`, by named region; excerpts of other files, such as its
 * `.connector.json`, are compared too) or a module that must compile against the SDK's
 * declarations (`examples/connector-sdk`) and that connector. One TypeScript program holds them all,
 * so a run costs one type check, a few seconds.
 */

export interface SampleProblem {
  /** The page (display path) and its file line. */
  file: string;
  line: number;
  message: string;
}

export interface SamplePage {
  displayPath: string;
  tree: Root | null;
  /** Lines taken by the front matter, to turn body lines into file lines. */
  lineOffset: number;
}

export interface SampleProject {
  /** Folder of the reference connector, with its tsconfig.json. */
  connectorRoot: string;
}

const TYPESCRIPT = new Set(['ts', 'tsx']);

interface Sample {
  page: SamplePage;
  /** File line of the block's first code line. */
  firstLine: number;
  lang: string;
  code: string;
  title?: string;
  excerpt?: string;
  mistake: boolean;
}

function collectSamples(page: SamplePage): Sample[] {
  const samples: Sample[] = [];
  if (!page.tree) return samples;
  visit(page.tree as Node, 'code', (node: Node) => {
    const code = node as Code;
    const meta = parseCodeMeta(code.meta);
    // Excerpts of any language (the whole `.connector.json`, say) are compared; only TypeScript compiles.
    if (!meta.excerpt && (!code.lang || !TYPESCRIPT.has(code.lang))) return;
    samples.push({
      page,
      firstLine: (code.position?.start.line ?? 1) + 1 + page.lineOffset,
      lang: code.lang ?? '',
      code: code.value,
      title: meta.title,
      excerpt: meta.excerpt,
      mistake: meta.mistake,
    });
  });
  return samples;
}

/** An excerpt must equal its region, line for line; the first difference is reported. */
function checkExcerpt(sample: Sample, project: SampleProject): SampleProblem[] {
  const at = (line: number, message: string) => [{ file: sample.page.displayPath, line, message }];
  const [file = '', region] = (sample.excerpt ?? '').split('#');
  const source = path.join(project.connectorRoot, file);
  // The version's own connector: current's is examples/example-tracker, a released version's its frozen copy.
  const connector = path.relative(process.cwd(), project.connectorRoot).split(path.sep).join('/');
  const shown = `${connector}/${file}${region ? `#${region}` : ''}`;
  if (!fs.existsSync(source)) return at(sample.firstLine - 1, `excerpt: ${connector}/${file} does not exist`);
  const text = fs.readFileSync(source, 'utf8');
  let expected: string;
  try {
    expected = extractRegion(text, region);
  } catch (error) {
    if (!(error instanceof RegionError)) throw error;
    const names = regionNames(text);
    return at(sample.firstLine - 1, `excerpt: ${connector}/${file} ${error.message} (its regions: ${names.join(', ') || 'none'})`);
  }
  // Any file, not only TypeScript: `.connector.json` may be titled as itself too.
  const titled = sample.title?.replace(/\s+\((?:continued|excerpt)\)$/, '').trim();
  if (titled !== undefined && titled !== file) {
    return at(sample.firstLine - 1, `excerpt of ${file} is titled "${sample.title}": title it "${file}"`);
  }
  const want = expected.split('\n');
  const have = sample.code.replace(/\n$/, '').split('\n');
  for (let i = 0; i < Math.max(want.length, have.length); i += 1) {
    if (want[i] !== have[i]) {
      const expectedLine = want[i] === undefined ? '(end of region)' : `\`${want[i]?.trim()}\``;
      return at(
        sample.firstLine + Math.min(i, have.length),
        `excerpt differs from ${shown}: expected ${expectedLine} (run npm run samples:sync to copy the region in)`,
      );
    }
  }
  return [];
}

/** Where a module sample sits in the reference connector, so its relative imports resolve as the reader's would. */
function virtualName(sample: Sample, project: SampleProject, index: number): string {
  const file = titleFile(sample.title)?.file;
  const dir = file?.startsWith('src/') ? path.posix.dirname(file) : 'src';
  const base = file ? path.posix.basename(file).replace(/\.tsx?$/, '') : 'sample';
  return path.join(project.connectorRoot, dir, `${base}.__sample${index}__.${sample.lang}`);
}

function loadCompilerOptions(project: SampleProject): ts.CompilerOptions {
  const configFile = path.join(project.connectorRoot, 'tsconfig.json');
  const { config, error } = ts.readConfigFile(configFile, (f) => ts.sys.readFile(f));
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, project.connectorRoot);
  return {
    ...parsed.options,
    noEmit: true,
    // Samples may be browser code (the embed pages) as well as connector code.
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    jsx: ts.JsxEmit.ReactJSX,
    moduleDetection: ts.ModuleDetectionKind.Force,
    // Samples are read one at a time: an unused import in one is not an error in the page.
    noUnusedLocals: false,
    noUnusedParameters: false,
  };
}

/**
 * Checks every TypeScript block of these pages. Excerpts are compared with their region; a
 * deliberate mistake only has to parse; everything else compiles as a module. Blocks titled
 * `file (continued)` are appended to the page's previous block of that file, and a relative import
 * of a file the reference connector does not have resolves to the page's block of that file.
 */
export function checkSamples(pages: SamplePage[], project: SampleProject): SampleProblem[] {
  const problems: SampleProblem[] = [];
  const modules: Array<{
    fileName: string;
    text: string;
    lines: Array<{ sample: Sample; from: number }>;
    /** The page's titled modules by file, for relative imports between them. */
    pageFiles: Map<string, { fileName: string }>;
  }> = [];
  let counter = 0;

  for (const page of pages) {
    const byFile = new Map<string, (typeof modules)[number]>();
    for (const sample of collectSamples(page)) {
      if (sample.excerpt) {
        if (sample.mistake)
          problems.push({
            file: page.displayPath,
            line: sample.firstLine - 1,
            message: 'a deliberate mistake cannot be an excerpt of the reference connector',
          });
        else problems.push(...checkExcerpt(sample, project));
        continue;
      }
      // A deliberate mistake only has to parse, which checkCodeBlock checks for every block.
      if (sample.mistake || !TYPESCRIPT.has(sample.lang)) continue;
      const title = titleFile(sample.title);
      const previous = title?.continued ? byFile.get(title.file) : undefined;
      if (title?.continued && !previous) {
        problems.push({
          file: page.displayPath,
          line: sample.firstLine - 1,
          message: `"${sample.title}" continues no earlier ${title.file} block on this page`,
        });
        continue;
      }
      if (previous) {
        const from = previous.text.split('\n').length;
        previous.text += `\n${sample.code}`;
        previous.lines.push({ sample, from });
        continue;
      }
      counter += 1;
      const module = {
        fileName: virtualName(sample, project, counter),
        text: sample.code,
        lines: [{ sample, from: 0 }],
        pageFiles: byFile,
      };
      modules.push(module);
      if (title) byFile.set(title.file, module);
    }
  }

  const options = loadCompilerOptions(project);
  const virtual = new Map(modules.map((m) => [path.normalize(m.fileName), m]));
  const host = ts.createCompilerHost(options, true);
  const { fileExists, readFile, getSourceFile } = host;
  host.fileExists = (f) => virtual.has(path.normalize(f)) || fileExists.call(host, f);
  host.readFile = (f) => virtual.get(path.normalize(f))?.text ?? readFile.call(host, f);
  host.getSourceFile = (f, languageVersion, onError, shouldCreate) => {
    const module = virtual.get(path.normalize(f));
    if (module) return ts.createSourceFile(f, module.text, languageVersion, true);
    return getSourceFile.call(host, f, languageVersion, onError, shouldCreate);
  };
  // A relative import of a file that the reference connector does not have resolves to the block of the
  // same page that defines it: in a page that shows src/limits.ts, `./limits.js` is that block.
  const pageModule = (containingFile: string, specifier: string): string | undefined => {
    const module = virtual.get(path.normalize(containingFile));
    if (!module || !specifier.startsWith('.')) return undefined;
    const title = titleFile(module.lines[0]?.sample.title)?.file;
    const dir = title?.startsWith('src/') ? path.posix.dirname(title) : 'src';
    const target = path.posix.normalize(path.posix.join(dir, specifier)).replace(/\.jsx?$/, '');
    for (const file of [`${target}.ts`, `${target}.tsx`]) {
      const local = module.pageFiles.get(file);
      if (local && !fs.existsSync(path.join(project.connectorRoot, file))) return local.fileName;
    }
    return undefined;
  };
  const resolutionCache = ts.createModuleResolutionCache(project.connectorRoot, (f) => host.getCanonicalFileName(f), options);
  host.resolveModuleNameLiterals = (literals, containingFile, redirected, compilerOptions, containingSource) =>
    literals.map((literal) => {
      const local = pageModule(containingFile, literal.text);
      if (local) {
        const extension = local.endsWith('.tsx') ? ts.Extension.Tsx : ts.Extension.Ts;
        return { resolvedModule: { resolvedFileName: local, extension, isExternalLibraryImport: false } };
      }
      const mode = ts.getModeForUsageLocation(containingSource, literal, compilerOptions);
      return ts.resolveModuleName(literal.text, containingFile, compilerOptions, host, resolutionCache, redirected, mode);
    });
  const program = ts.createProgram({ rootNames: modules.map((m) => m.fileName), options, host });

  for (const module of modules) {
    const source = program.getSourceFile(module.fileName);
    if (!source) continue;
    // Syntax errors are checkCodeBlock's to report; a block that does not parse has no types to check.
    if (program.getSyntacticDiagnostics(source).length > 0) continue;
    for (const d of program.getSemanticDiagnostics(source)) {
      const line = d.start === undefined ? 0 : source.getLineAndCharacterOfPosition(d.start).line;
      // The block that holds this line (a continued file spans several blocks).
      const part = [...module.lines].reverse().find((l) => l.from <= line) ?? module.lines[0];
      if (!part) continue;
      problems.push({
        file: part.sample.page.displayPath,
        line: part.sample.firstLine + line - part.from,
        message: `${part.sample.lang} does not compile: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')} (TS${d.code})`,
      });
    }
  }
  return problems;
}
