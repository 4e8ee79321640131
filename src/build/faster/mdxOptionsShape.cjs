// @ts-check
/**
 * A JSON description of gatsby-plugin-mdx's compile options: each remark and rehype plugin by its
 * function's name with its options, and every other setting. Two option objects built apart (in
 * webpack's process and in mdxWorker.cjs) describe the same pipeline when their descriptions are
 * equal.
 */
function describe(value, seen = new Set()) {
  if (typeof value === 'function') return `ƒ ${value.name}`;
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value)) return '[circular]';
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => describe(item, seen));
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, describe(value[key], seen)]),
  );
}

/** @param {unknown} mdxOptions */
exports.describeMdxOptions = (mdxOptions) => JSON.stringify(describe(mdxOptions));
