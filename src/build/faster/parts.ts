/**
 * Every mechanism the build has only for speed, by name. Each is a part of one switch,
 * `siteConfig.build.faster`: `true` (all on), `false` (all off: Gatsby's and gatsby-plugin-mdx's
 * own paths), or an object naming every part. `FASTER=0` in the environment turns all off, those
 * below included. With every part off the build makes the same site (tests/build: same pages,
 * byte-identical twins, llms files and search data). Gains and risks: docs/decisions/2026-11-26-build-faster.md.
 */
export interface FasterParts {
  /** One MDX compile per page for both production webpack builds, as Docusaurus's mdxCrossCompilerCache. */
  mdxCrossCompilerCache: boolean;
  /** MDX pages compiled, and their Markdown twins made, in worker threads beside webpack's. */
  mdxWorkerThreads: boolean;
  /** No Babel pass over gatsby-plugin-mdx's output, which is plain JavaScript already. */
  mdxWithoutBabel: boolean;
  /** Page templates and components through Babel once, not two or three times (production builds). */
  oneBabelPass: boolean;
  /** swc minifies the browser bundle in the build's process, as Docusaurus's swcJsMinimizer, instead of Terser in one worker. */
  swcJsMinimizer: boolean;
  /** Webpack's persistent cache keyed on the build's listed inputs instead of every loader's require tree (production builds). */
  webpackCacheKey: boolean;
  /** `gatsby develop` builds its page shell with an empty component per MDX page instead of compiling every page again. */
  previewShellOnly: boolean;
  /** Markdown twins kept in Gatsby's cache, made again only when their page or the site changed. */
  twinCache: boolean;
  /** Precompression redoes only the files whose content changed since the last build. */
  precompressChangedOnly: boolean;
}

export type FasterSetting = boolean | FasterParts;

export const PART_NAMES = [
  'mdxCrossCompilerCache',
  'mdxWorkerThreads',
  'mdxWithoutBabel',
  'oneBabelPass',
  'swcJsMinimizer',
  'webpackCacheKey',
  'previewShellOnly',
  'twinCache',
  'precompressChangedOnly',
] as const satisfies ReadonlyArray<keyof FasterParts>;

/**
 * Two more act before Gatsby has read its config, so `FASTER=0` alone turns them off:
 * - `esbuildGatsbyFiles`: esbuild, not Parcel, compiles gatsby-config.ts and gatsby-node.ts (patches/gatsby+5.16.1.patch);
 * - `v8PoolSize`: `--v8-pool-size=0` for `npm run build` and `develop`, V8's background threads sized to the cores (scripts/gatsby.mjs).
 */
export const PROCESS_PARTS = ['esbuildGatsbyFiles', 'v8PoolSize'] as const;

/** Whether the environment turns every part off. */
export const fasterOffIn = (env: NodeJS.ProcessEnv): boolean => env.FASTER === '0' || env.FASTER === 'false';

/** The parts in force: the setting, unless the environment turns every part off. */
export function resolveFaster(setting: FasterSetting, env: NodeJS.ProcessEnv): FasterParts {
  const all = (on: boolean) => Object.fromEntries(PART_NAMES.map((name) => [name, on])) as unknown as FasterParts;
  if (fasterOffIn(env)) return all(false);
  return typeof setting === 'boolean' ? all(setting) : { ...setting };
}
