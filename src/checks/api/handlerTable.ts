import fs from 'node:fs';
import path from 'node:path';

/**
 * The reference connector's handler table, read from its `src/index.ts` (`.addHandler('/tasks/:taskId',
 * { getItem: getTask, … })`): which SDK handlers answer which path pattern. A request an example sends
 * to the graph must go where a handler of its operation is registered: a PATCH to `/projects/p_42/tasks`
 * reaches a pattern with no `updateItem`, and the connector answers 501 where the page prints a 200.
 */
export interface HandlerRoute {
  /** As registered: `/tasks/:taskId`. */
  pattern: string;
  regex: RegExp;
  /** The handler names registered on it: `getItem`, `updateItem`, … */
  handlers: string[];
}

const ADD_HANDLER = /\.addHandler\(\s*'([^']+)'\s*,\s*\{([^}]*)\}/g;

export function handlerTable(connectorRoot: string): HandlerRoute[] {
  const index = path.join(connectorRoot, 'src', 'index.ts');
  if (!fs.existsSync(index)) return [];
  return [...fs.readFileSync(index, 'utf8').matchAll(ADD_HANDLER)].map(([, pattern = '', table = '']) => ({
    pattern,
    regex: new RegExp(`^${pattern.replace(/:[A-Za-z]\w*/g, '[^/]+')}/?$`),
    handlers: table
      .split(',')
      .map((entry) => entry.split(':')[0]?.trim() ?? '')
      .filter(Boolean),
  }));
}

/** The route a graph path goes to, if the reference connector registers one. */
export const routeOf = (table: HandlerRoute[], graphPath: string) => table.find((route) => route.regex.test(graphPath));
