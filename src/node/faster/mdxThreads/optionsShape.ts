/**
 * A JSON description of gatsby-plugin-mdx's compile options: each remark and rehype plugin by its
 * function's name with its options, and every other setting. Two option objects built apart (in
 * webpack's thread and in an MDX thread) describe the same pipeline when their descriptions are equal.
 */
export function describeMdxOptions(mdxOptions: unknown): string {
  const describe = (value: unknown, seen: Set<unknown>): unknown => {
    if (typeof value === 'function') return `ƒ ${value.name}`;
    if (value === null || typeof value !== 'object') return value;
    if (seen.has(value)) return '[circular]';
    seen.add(value);
    if (Array.isArray(value)) return value.map((item) => describe(item, seen));
    const record = value as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(record)
        .sort()
        .map((key) => [key, describe(record[key], seen)]),
    );
  };
  return JSON.stringify(describe(mdxOptions, new Set()));
}
