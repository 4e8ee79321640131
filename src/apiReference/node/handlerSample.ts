/**
 * The SDK handler that answers an operation of the connector API (`x-sdk-handlers`): its type, and
 * the value it returns for the operation's example response. Compiled against the SDK's declarations
 * by the content tests (tests/content/apiReference.test.ts), like every TypeScript sample.
 */

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** A JSON value as a TypeScript literal, in the docs' style: bare keys, single quotes, two-space indent. */
export function toTsLiteral(value: unknown, indent = ''): string {
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (!value.length) return '[]';
    const items = value.map((item) => toTsLiteral(item, inner));
    const flat = `[${items.join(', ')}]`;
    return flat.length <= 60 && !flat.includes('\n') ? flat : `[\n${items.map((item) => `${inner}${item}`).join(',\n')},\n${indent}]`;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    if (!entries.length) return '{}';
    const lines = entries.map(([key, item]) => `${inner}${IDENTIFIER.test(key) ? key : quote(key)}: ${toTsLiteral(item, inner)}`);
    return `{\n${lines.join(',\n')},\n${indent}}`;
  }
  return typeof value === 'string' ? quote(value) : JSON.stringify(value);
}

const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;

/** `createItem` → `CreateItemHandler`: the SDK's name for a handler's type. */
export const handlerType = (handler: string) => `${handler[0]?.toUpperCase()}${handler.slice(1)}Handler`;

/** A module declaring the handler with its type, returning `example` (or nothing, for a 204). */
export function handlerSample(handler: string, example: unknown): string {
  const type = handlerType(handler);
  const body = example === undefined ? '{}' : `(${toTsLiteral(example)})`;
  return `import type { ${type} } from '@syncplatform/connector-sdk';\n\nexport const ${handler}: ${type} = async () => ${body};\n`;
}
