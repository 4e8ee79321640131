import type { Problem } from '../checkDoc';
import type { Block, ReaderPage } from './pageBlocks';

/**
 * One signature per exported function. Every page outside the reading paths is applied on top of
 * the finished tutorial, so together they describe one project: an exported function the pages
 * define (whole, or as the `+` lines of a diff) must have one parameter list on all of them, and
 * every call they print must pass it as many arguments as it takes. Two lists are a reader who
 * follows one page, then another, getting TS2554.
 */

const DEFINITION = /\bexport\s+(?:async\s+)?function\s+([A-Za-z_$][\w$]*)\s*(?:<[^>]*>)?\s*\(([^)]*)\)/;
const SCRIPT = new Set(['ts', 'tsx', 'diff']);

interface Site {
  page: ReaderPage;
  line: number;
}

interface Parameters {
  text: string;
  required: number;
  total: number;
}

/** Splits `text` at commas outside brackets, braces, parentheses and strings. */
function topLevelParts(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let current = '';
  for (const char of text) {
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === "'" || char === '"' || char === '`') quote = char;
    else if ('([{<'.includes(char)) depth += 1;
    else if (')]}>'.includes(char)) depth -= 1;
    else if (char === ',' && depth === 0) {
      parts.push(current);
      current = '';
      continue;
    }
    current += char;
  }
  if (current.trim()) parts.push(current);
  return parts.map((part) => part.trim()).filter(Boolean);
}

function parametersOf(list: string): Parameters {
  const parts = topLevelParts(list);
  const optional = (part: string) => /^[\w$]+\?/.test(part) || /=/.test(part.replace(/=>/g, ''));
  return {
    text: parts.map((part) => part.replace(/\s+/g, ' ')).join(', '),
    required: parts.filter((part) => !optional(part)).length,
    total: parts.length,
  };
}

/** The lines of a block a reader ends up with: a diff's context and `+` lines, without their sign. */
function resultingLines(block: Block): Array<{ text: string; offset: number }> {
  return block.code.split('\n').flatMap((text, offset) => {
    if (block.lang !== 'diff') return [{ text, offset }];
    if (text.startsWith('-')) return [];
    return [{ text: text.slice(1), offset }];
  });
}

/** The arguments of each call of `name` on `line` whose closing parenthesis is on the same line. */
function callsOn(line: string, name: string): string[][] {
  const calls: string[][] = [];
  const pattern = new RegExp(`(?<![\\w$.])${name.replace(/\$/g, '\\$')}\\s*\\(`, 'g');
  for (const match of line.matchAll(pattern)) {
    const before = line.slice(0, match.index);
    if (/\bfunction\s*$/.test(before)) continue;
    let depth = 1;
    let end = (match.index ?? 0) + match[0].length;
    const start = end;
    while (end < line.length && depth > 0) {
      const char = line[end];
      if (char === '(') depth += 1;
      else if (char === ')') depth -= 1;
      end += 1;
    }
    if (depth === 0) calls.push(topLevelParts(line.slice(start, end - 1)));
  }
  return calls;
}

export function checkSignatures(pages: ReaderPage[], pathPages: ReadonlySet<ReaderPage>): Problem[] {
  const applied = pages.filter((page) => !pathPages.has(page));
  const blocks = applied.flatMap((page) => page.blocks.filter((b) => SCRIPT.has(b.lang) && !b.mistake).map((block) => ({ page, block })));
  const definitions = new Map<string, Array<Site & { parameters: Parameters }>>();
  for (const { page, block } of blocks)
    for (const { text, offset } of resultingLines(block)) {
      const match = DEFINITION.exec(text);
      if (!match?.[1] || match[2] === undefined) continue;
      const sites = definitions.get(match[1]) ?? [];
      sites.push({ page, line: block.line + 1 + offset, parameters: parametersOf(match[2]) });
      definitions.set(match[1], sites);
    }

  const problems: Problem[] = [];
  for (const [name, sites] of definitions) {
    const lists = [...new Set(sites.map((site) => site.parameters.text))];
    if (lists.length > 1) {
      const first = sites[0] as (typeof sites)[number];
      for (const site of sites.filter((s) => s.parameters.text !== first.parameters.text))
        problems.push({
          file: site.page.displayPath,
          line: site.line,
          message: `\`${name}(${site.parameters.text})\` differs from \`${name}(${first.parameters.text})\` at ${first.page.displayPath}:${first.line}: an exported function has one signature on every page a reader applies to the finished tutorial`,
        });
      continue;
    }
    const { required, total, text } = (sites[0] as (typeof sites)[number]).parameters;
    for (const { page, block } of blocks)
      for (const { text: line, offset } of resultingLines(block))
        for (const args of callsOn(line, name))
          if (!DEFINITION.test(line) && (args.length < required || args.length > total))
            problems.push({
              file: page.displayPath,
              line: block.line + 1 + offset,
              message: `\`${name}\` is called with ${args.length} argument${args.length === 1 ? '' : 's'}, but the pages define it as \`${name}(${text})\``,
            });
  }
  return problems;
}
