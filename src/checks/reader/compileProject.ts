import path from 'node:path';
import ts from 'typescript';
import { EXAMPLES } from '../samples/project';

/**
 * Type-checks a reader's project that exists only in memory: the files the pages had the reader write,
 * a `package.json` of `"type": "module"` (the template's) and the SDK's declarations installed as
 * `@syncplatform/connector-sdk`. Nothing of the reference connector is visible. One checker per reading
 * path keeps a builder program, so a checkpoint after a one-file change re-checks only what it affects.
 */

export interface CompileDiagnostic {
  /** Project-relative path (`src/index.ts`), or undefined for a diagnostic about the options. */
  file?: string;
  /** 0-based line in that file. */
  line: number;
  message: string;
  code: number;
}

export interface ProjectCompiler {
  compile(files: ReadonlyMap<string, string>, tsconfig: string | undefined): CompileDiagnostic[];
}

const ROOT = path.resolve(__dirname, '../../..');
const TYPE_ROOTS = [path.join(ROOT, 'node_modules', '@types')];

/** Parsed lib, @types/node and SDK files, shared by every project and checkpoint. */
const realFiles = new Map<string, ts.SourceFile | undefined>();

const hash = (text: string) => {
  let h = 0;
  for (let i = 0; i < text.length; i += 1) h = (Math.imul(31, h) + text.charCodeAt(i)) | 0;
  return `${text.length}:${h}`;
};

function compilerOptions(
  root: string,
  tsconfig: string | undefined,
  sdkDeclarations: string,
): { options: ts.CompilerOptions; errors: string[] } {
  let raw: { compilerOptions?: unknown } = {};
  const errors: string[] = [];
  if (tsconfig !== undefined) {
    const parsed = ts.parseConfigFileTextToJson('tsconfig.json', tsconfig);
    if (parsed.error) errors.push(ts.flattenDiagnosticMessageText(parsed.error.messageText, ' '));
    else raw = parsed.config as typeof raw;
  }
  const converted = ts.convertCompilerOptionsFromJson(raw.compilerOptions ?? {}, root);
  errors.push(...converted.errors.map((d) => ts.flattenDiagnosticMessageText(d.messageText, ' ')));
  return {
    errors,
    options: {
      ...converted.options,
      noEmit: true,
      skipLibCheck: true,
      // What the template's devDependencies and `npm install @syncplatform/connector-sdk` put in node_modules.
      types: ['node'],
      typeRoots: TYPE_ROOTS,
      paths: { '@syncplatform/connector-sdk': [sdkDeclarations] },
    },
  };
}

/** `sdkDeclarations`: the SDK as a reader's `npm install` provides it (the docs version's declarations). */
export function createProjectCompiler(name: string, sdkDeclarations: string = EXAMPLES.sdkDeclarations): ProjectCompiler {
  // A folder that exists only for the compiler; nothing is written there.
  const root = path.join(ROOT, '.reader-projects', name.replace(/\W+/g, '-'));
  let builder: ts.SemanticDiagnosticsBuilderProgram | undefined;

  return {
    compile(files, tsconfig) {
      const { options, errors } = compilerOptions(root, tsconfig, sdkDeclarations);
      const virtual = new Map<string, string>([[path.join(root, 'package.json'), '{ "type": "module" }']]);
      for (const [file, text] of files) virtual.set(path.join(root, file), text);
      const isVirtualDir = (dir: string) => [...virtual.keys()].some((f) => f.startsWith(`${dir}${path.sep}`));

      const host = ts.createCompilerHost(options, true);
      const { fileExists, readFile, directoryExists, getSourceFile } = host;
      host.getCurrentDirectory = () => root;
      host.fileExists = (f) => virtual.has(f) || (!f.startsWith(root) && fileExists.call(host, f));
      host.readFile = (f) => virtual.get(f) ?? (f.startsWith(root) ? undefined : readFile.call(host, f));
      host.directoryExists = (d) => d === root || isVirtualDir(d) || (!d.startsWith(root) && (directoryExists?.call(host, d) ?? false));
      host.getSourceFile = (f, languageVersion, onError, shouldCreate) => {
        const text = virtual.get(f);
        if (text !== undefined) {
          const source = ts.createSourceFile(f, text, languageVersion, true);
          (source as ts.SourceFile & { version: string }).version = hash(text);
          return source;
        }
        const key = `${f}|${JSON.stringify(languageVersion)}`;
        if (!realFiles.has(key)) {
          const source = getSourceFile.call(host, f, languageVersion, onError, shouldCreate);
          if (source) (source as ts.SourceFile & { version: string }).version = 'installed';
          realFiles.set(key, source);
        }
        return realFiles.get(key);
      };

      const rootNames = [...files.keys()]
        .filter((f) => /\.(ts|tsx|mts|cts)$/.test(f) && !f.endsWith('.d.ts'))
        .map((f) => path.join(root, f));
      builder = ts.createSemanticDiagnosticsBuilderProgram(rootNames, options, host, builder);
      const program = builder.getProgram();

      const results: CompileDiagnostic[] = errors.map((message) => ({ line: 0, message: `tsconfig.json: ${message}`, code: 5000 }));
      for (const d of program.getOptionsDiagnostics()) {
        results.push({ line: 0, message: ts.flattenDiagnosticMessageText(d.messageText, ' '), code: d.code });
      }
      for (const fileName of rootNames) {
        const source = program.getSourceFile(fileName);
        if (!source) continue;
        const syntactic = builder.getSyntacticDiagnostics(source);
        // A file that does not parse has no types to check; its syntax errors say enough.
        const diagnostics = syntactic.length > 0 ? syntactic : builder.getSemanticDiagnostics(source);
        for (const d of diagnostics) {
          results.push({
            file: path.relative(root, fileName).split(path.sep).join('/'),
            line: d.start === undefined ? 0 : source.getLineAndCharacterOfPosition(d.start).line,
            message: ts.flattenDiagnosticMessageText(d.messageText, ' '),
            code: d.code,
          });
        }
      }
      return results;
    },
  };
}
