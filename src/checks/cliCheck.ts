export interface CliReference {
  binary: string;
  globalFlags: string[];
  commands: Record<string, string[]>;
  subcommands?: Record<string, string[]>;
}

export interface CliProblem {
  /** 1-based line inside the code block. */
  line: number;
  message: string;
}

/** Shell words of one logical line, with quotes removed; good enough for documentation snippets. */
function words(line: string): string[] {
  const out: string[] = [];
  const re = /"([^"]*)"|'([^']*)'|(\S+)/g;
  for (let m = re.exec(line); m; m = re.exec(line)) out.push(m[1] ?? m[2] ?? m[3] ?? '');
  return out;
}

/** Joins `\`-continued lines so a command split over several lines is read as one. */
function logicalLines(code: string): Array<{ text: string; line: number }> {
  const result: Array<{ text: string; line: number }> = [];
  let pending: { text: string; line: number } | null = null;
  code.split('\n').forEach((raw, i) => {
    const continued = /\\\s*$/.test(raw);
    const text = raw.replace(/\\\s*$/, ' ');
    pending = pending ? { text: pending.text + text, line: pending.line } : { text, line: i + 1 };
    if (!continued) {
      result.push(pending);
      pending = null;
    }
  });
  if (pending) result.push(pending);
  return result;
}

/**
 * Every `sync-connector …` call in a bash block must use a command and flags the CLI defines.
 * Output lines (`$`-less prose) are ignored unless they start a command.
 */
export function checkCliUsage(code: string, cli: CliReference): CliProblem[] {
  const problems: CliProblem[] = [];
  for (const { text, line } of logicalLines(code)) {
    const withoutComment = text.replace(/(^|\s)#.*$/, '');
    // A line may chain commands (`&&`, `;`, `|`); check each segment that calls the CLI.
    for (const segment of withoutComment.split(/&&|\|\||;|\|/)) {
      const tokens = words(segment.replace(/^\s*\$\s*/, ''));
      const at = tokens.findIndex((t) => t === cli.binary);
      if (at === -1) continue;
      const rest = tokens.slice(at + 1);
      // `--config <file>` is the one global flag with a value; its value is not the command.
      const commandAt = rest.findIndex((t, i) => !t.startsWith('-') && rest[i - 1] !== '--config');
      const command = commandAt === -1 ? undefined : rest[commandAt];
      const globalOnly = commandAt === -1;
      if (globalOnly) {
        for (const flag of rest.filter((t) => t.startsWith('-'))) {
          const name = flag.split('=')[0] ?? flag;
          if (!cli.globalFlags.includes(name)) {
            problems.push({ line, message: `"${cli.binary} ${flag}": unknown global flag ${name}` });
          }
        }
        continue;
      }
      if (!command || !(command in cli.commands)) {
        problems.push({ line, message: `"${cli.binary} ${command ?? ''}": no such command` });
        continue;
      }
      const allowed = new Set([...(cli.commands[command] ?? []), ...cli.globalFlags]);
      for (const token of rest) {
        if (!token.startsWith('--')) continue;
        const name = token.split('=')[0] ?? token;
        if (!allowed.has(name)) {
          problems.push({ line, message: `"${cli.binary} ${command}": unknown flag ${name}` });
        }
      }
      // A subcommand directly follows its command (`versions rollback 1.2.0`).
      const sub = cli.subcommands?.[command];
      const next = rest[commandAt + 1];
      if (sub && next && /^[a-z]+$/.test(next) && !sub.includes(next)) {
        problems.push({ line, message: `"${cli.binary} ${command} ${next}": no such subcommand` });
      }
    }
  }
  return problems;
}
