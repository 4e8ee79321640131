import { describe, expect, it } from 'vitest';
import { applyDiff } from './applyDiff';

const file = [
  "import { a } from './a.js';",
  '',
  'export function f(task: Task) {',
  '  return {',
  '    title: task.title,',
  '    status: task.state,',
  '  };',
  '}',
  '',
  'export function g() {',
  '  return f(task);',
  '}',
].join('\n');

describe('a diff block applied as a reader applies it', () => {
  it('replaces each hunk in order, across the gaps a `…` line marks, whatever the indentation', () => {
    const diff = [
      "-import { a } from './a.js';",
      "+import { a, b } from './a.js';",
      ' …',
      '-export function f(task: Task) {',
      '+export function f(task: Task, log: Log) {',
      '   return {',
      '     title: task.title,',
      '-    status: task.state,',
      '+    status: b(task, log),',
      '…',
      '-  return f(task);',
      '+  return f(task, log);',
    ].join('\n');
    const result = applyDiff(file, diff);
    expect(result).toEqual({
      text: [
        "import { a, b } from './a.js';",
        '',
        'export function f(task: Task, log: Log) {',
        '  return {',
        '    title: task.title,',
        '    status: b(task, log),',
        '  };',
        '}',
        '',
        'export function g() {',
        '  return f(task, log);',
        '}',
      ].join('\n'),
    });
  });

  it('fails on the first hunk whose lines the file does not have, naming the line of the block', () => {
    const diff = ['-export function f(task: Task) {', '+export function f() {', '…', '-  return f(task, logger);', '+  return f();'].join(
      '\n',
    );
    expect(applyDiff(file, diff)).toEqual({ failedAt: 4, missing: 'return f(task, logger);' });
  });

  it('takes hunks in the order of the file: a hunk above the previous one does not apply', () => {
    const diff = ['-  return f(task);', '+  return f();', '…', "-import { a } from './a.js';", "+import { a } from './b.js';"].join('\n');
    expect(applyDiff(file, diff)).toMatchObject({ failedAt: 4 });
  });

  it('puts a hunk of added lines only where the previous hunk ended: a first one at the top', () => {
    expect(applyDiff('a\nb', '+import x;\n…\n a\n+c')).toEqual({ text: 'import x;\na\nc\nb' });
  });
});
