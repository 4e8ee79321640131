import { describe, expect, it } from 'vitest';
import { checkCliUsage } from './cliCheck';
import { checkCodeBlock, checkJson, checkScriptSyntax } from './codeBlocks';

const cli = {
  binary: 'sync-connector',
  globalFlags: ['--help', '--version', '--config'],
  commands: { dev: ['--port', '--tunnel'], versions: ['--environment'], publish: ['--preview'] },
  subcommands: { versions: ['rollback'] },
};

describe('checkCodeBlock', () => {
  it('lets an excerpt of the reference connector be a fragment, and nothing else', () => {
    const fragment = '  prepareRequest: ({ credentials }) => ({\n    url: TRACKER_API_URL,\n  }),';
    expect(checkCodeBlock('ts', fragment, cli, { excerpt: true })).toEqual([]);
    expect(checkCodeBlock('ts', fragment, cli)[0]?.message).toMatch(/ts syntax error/);
  });

  it('requires a known language', () => {
    expect(checkCodeBlock(null, 'x', cli)[0]?.message).toMatch(/no language/);
    expect(checkCodeBlock('typescipt', 'x', cli)[0]?.message).toBe('unknown code block language "typescipt"');
    expect(checkCodeBlock('text', 'anything { goes', cli)).toEqual([]);
  });

  it('parses json and reports the failing line', () => {
    expect(checkJson('{\n  "a": 1\n}')).toEqual([]);
    expect(checkJson('{\n  "a": 1,\n}')).toEqual([{ line: 3, message: expect.stringMatching(/^json does not parse/) }]);
  });

  it('checks ts/tsx/js syntax but not types', () => {
    expect(checkScriptSyntax('ts', "import { x } from './missing';\nconst n: number = x;")).toEqual([]);
    expect(checkScriptSyntax('tsx', 'const a = <div className="x">{1}</div>;')).toEqual([]);
    expect(checkScriptSyntax('ts', 'const a = ;')).toEqual([{ line: 1, message: 'ts syntax error: Expression expected.' }]);
    expect(checkScriptSyntax('js', 'let x = 1;\nfunction (')[0]?.line).toBe(2);
  });
});

describe('checkCliUsage', () => {
  it('accepts defined commands, flags, subcommands and global flags', () => {
    const code = [
      '# start with a tunnel',
      'sync-connector dev --port 9300 --tunnel',
      'npx sync-connector --config .connector.json publish --preview && echo done',
      'sync-connector versions rollback 1.2.0',
      'sync-connector versions --environment preview',
      'sync-connector --version',
      '$ sync-connector dev \\',
      '    --tunnel',
    ].join('\n');
    expect(checkCliUsage(code, cli)).toEqual([]);
  });

  it('names unknown commands, flags and subcommands with their line', () => {
    const code = [
      'sync-connector deploy',
      'sync-connector dev --watch',
      'sync-connector versions undo 1.0.0',
      'sync-connector --verbose-ish',
    ].join('\n');
    expect(checkCliUsage(code, cli)).toEqual([
      { line: 1, message: '"sync-connector deploy": no such command' },
      { line: 2, message: '"sync-connector dev": unknown flag --watch' },
      { line: 3, message: '"sync-connector versions undo": no such subcommand' },
      { line: 4, message: '"sync-connector --verbose-ish": unknown global flag --verbose-ish' },
    ]);
  });
});
