import { readFaster } from './fasterEnv.cjs';

/**
 * Every mechanism the build has only for speed, by name. Each is a part of one switch,
 * `siteConfig.build.faster`: `true` (all on), `false` (all off: Gatsby's and gatsby-plugin-mdx's
 * own paths), or an object naming every part. The process parts (PROCESS_PARTS) act before
 * the config is read, so the environment alone switches them: `FASTER=0` turns every part off,
 * those included, and `FASTER=-<part>,…` the parts it names. With every part off the build makes
 * the same site (tests/build). Gains and risks: docs/decisions/2026-11-26-build-speed.md.
 * This list is the one home of the parts' names: the setting's type and `FASTER` are made from it.
 */
export const PART_NAMES = [
  /** The Markdown twins the twin cache lacks made in a worker thread beside webpack (the part's name is older). */
  'mdxWorkerThreads',
  /** TypeScript modules through Babel once, not twice; an MDX page's template keeps Gatsby's passes (production builds). */
  'oneBabelPass',
  /** swc minifies the browser bundle in the build's process, as Docusaurus's swcJsMinimizer, instead of Terser in one worker. */
  'swcJsMinimizer',
  /** Webpack's persistent cache keyed on the build's listed inputs instead of every loader's require tree (production builds). */
  'webpackCacheKey',
  /** `gatsby develop` builds its page shell with an empty component per MDX page instead of compiling every page again. */
  'previewShellOnly',
  /** Markdown twins kept in Gatsby's cache, made again only when their page or the site changed. */
  'twinCache',
  /** Generated pages (the API reference) kept in Gatsby's cache, made again only when their source file or the code changed. */
  'generatedPageCache',
  /** A version's search files packed again only when its documents or the code changed. */
  'searchFileCache',
  /** Doc pages rendered from their recorded content, not compiled into the app as MDX modules (production builds). */
  'pagesAsData',
  /** A page's link scan kept by its HTML's hash: a page Gatsby wrote again unchanged is not parsed again. */
  'linkScanCache',
  /** Precompression redoes only the files whose content changed since the last build. */
  'precompressChangedOnly',
  /** The browser bundle's files compressed while Gatsby builds the HTML renderer, on the core it leaves idle. */
  'earlyPrecompression',
] as const;

/** One boolean per part (PART_NAMES). */
export type FasterParts = Record<(typeof PART_NAMES)[number], boolean>;

export type FasterSetting = boolean | FasterParts;

/**
 * Three more act before Gatsby has read its config, so only the environment switches them:
 * - `esbuildGatsbyFiles`: esbuild, not Parcel, compiles gatsby-config.ts and gatsby-node.ts (patches/gatsby+5.16.1.patch,
 *   asked for by the launcher's DEVPORTAL_ESBUILD_GATSBY_FILES=1, scripts/gatsby.cjs);
 * - `v8PoolSize`: `--v8-pool-size=0` for `npm run build` and `develop`, V8's background threads sized to the cores (scripts/gatsby.cjs);
 * - `gatsbyCpuCount`: `GATSBY_CPU_COUNT=1` for `npm run build` on two cores or fewer (scripts/gatsby.cjs).
 */
export const PROCESS_PARTS = ['esbuildGatsbyFiles', 'v8PoolSize', 'gatsbyCpuCount'] as const;

/** `FASTER` in the environment, read by fasterEnv.cjs as the launcher reads it: throws on a name that is no part. */
export const fasterFromEnv = (value: string | undefined) => readFaster(value, [...PART_NAMES, ...PROCESS_PARTS]);

/** The parts in force: the setting, less what the environment turns off. */
export function resolveFaster(setting: FasterSetting, env: NodeJS.ProcessEnv): FasterParts {
  const { allOff, off } = fasterFromEnv(env.FASTER);
  const parts = Object.fromEntries(
    PART_NAMES.map((name) => [name, !allOff && !off.has(name) && (typeof setting === 'boolean' ? setting : setting[name])]),
  );
  return parts as FasterParts;
}
