/**
 * Named regions in the reference connector, VS Code's convention: `// #region name` … `// #endregion name`
 * (the name after #endregion is optional). An excerpt is a region's lines without any marker line,
 * dedented; no region name means the whole file without markers.
 */
const START = /^\s*\/\/\s*#region\s+([\w-]+)\s*$/;
const END = /^\s*\/\/\s*#endregion\b/;

export class RegionError extends Error {}

export function extractRegion(source: string, region?: string): string {
  const lines = source.replace(/\r\n/g, '\n').replace(/\n$/, '').split('\n');
  let selected: string[];
  if (!region) {
    selected = lines;
  } else {
    const start = lines.findIndex((line) => START.exec(line)?.[1] === region);
    if (start < 0) throw new RegionError(`has no "// #region ${region}"`);
    let depth = 0;
    let end = -1;
    for (let i = start + 1; i < lines.length; i += 1) {
      if (START.test(lines[i] ?? '')) depth += 1;
      else if (END.test(lines[i] ?? '')) {
        if (depth === 0) {
          end = i;
          break;
        }
        depth -= 1;
      }
    }
    if (end < 0) throw new RegionError(`region "${region}" has no "// #endregion"`);
    selected = lines.slice(start + 1, end);
  }
  const body = selected.filter((line) => !START.test(line) && !END.test(line));
  return dedent(trimBlankEdges(body)).join('\n');
}

/** Every region name a file declares, for error messages that offer the right one. */
export function regionNames(source: string): string[] {
  return source.split('\n').flatMap((line) => START.exec(line)?.[1] ?? []);
}

function trimBlankEdges(lines: string[]): string[] {
  let start = 0;
  let end = lines.length;
  while (start < end && !lines[start]?.trim()) start += 1;
  while (end > start && !lines[end - 1]?.trim()) end -= 1;
  return lines.slice(start, end);
}

function dedent(lines: string[]): string[] {
  const indents = lines.filter((l) => l.trim()).map((l) => /^ */.exec(l)?.[0].length ?? 0);
  const cut = indents.length ? Math.min(...indents) : 0;
  return lines.map((l) => l.slice(cut));
}
