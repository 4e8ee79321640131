import type { CreateWebpackConfigArgs } from 'gatsby';
import { expect, it, vi } from 'vitest';
import { FasterBuild } from '.';

/** A config shaped as Gatsby 5 makes it, with the rules the layer adapts. */
function gatsbyConfig() {
  const babel = { loader: '/gatsby/dist/utils/babel-loader.js', options: {} };
  class TerserPlugin {}
  return {
    module: {
      rules: [
        { test: /\.(js|mjs|jsx|ts|tsx)$/, use: () => [babel] },
        { test: /\.mdx?$/, use: () => [babel, { loader: '/gatsby-plugin-mdx/dist/gatsby-mdx-loader', options: {} }] },
        {
          test: /\.[tj]sx?$/,
          resourceQuery: /__contentFilePath=.+\.mdx?(&export=.*)?$/,
          use: () => [babel, { loader: '/gatsby-plugin-mdx/dist/gatsby-layout-loader' }],
        },
        { test: /\.tsx?$/, use: () => [babel] },
      ],
    },
    plugins: [],
    optimization: { minimizer: [new TerserPlugin()] },
    cache: { type: 'filesystem', version: 'gatsby' },
  };
}

function run(layer: FasterBuild, stage: string) {
  const config = gatsbyConfig();
  const before = {
    rules: [...config.module.rules].map((rule) => ({ ...rule })),
    minimizer: [...config.optimization.minimizer],
    cache: { ...config.cache },
  };
  const replaceWebpackConfig = vi.fn();
  const warn = vi.fn();
  layer.onCreateWebpackConfig({
    stage,
    actions: { replaceWebpackConfig },
    getConfig: () => config,
    reporter: { warn },
  } as unknown as CreateWebpackConfigArgs);
  return { config, before, warn, replaceWebpackConfig };
}

it.each(['build-javascript', 'build-html', 'develop', 'develop-html'])('with every part off, %s keeps the config Gatsby made', (stage) => {
  const { config, before, warn } = run(new FasterBuild(false), stage);
  expect(config.module.rules).toEqual(before.rules);
  expect(config.optimization.minimizer).toEqual(before.minimizer);
  expect(config.cache).toEqual(before.cache);
  expect(config.plugins).toEqual([]);
  expect(warn).not.toHaveBeenCalled();
});

it('FASTER=0 wins over a setting that turns every part on', () => {
  const { config, before } = run(new FasterBuild(true, { FASTER: '0' }), 'build-javascript');
  expect(config.module.rules).toEqual(before.rules);
});

it("with its parts on, a production stage gets one Babel pass and swc, and the MDX rule is Gatsby's", () => {
  // The cache key reads Gatsby's compiled files, which a checkout has only after a build.
  const { config, warn } = run(new FasterBuild(true, { FASTER: '-webpackCacheKey' }), 'build-javascript');
  // gatsby-plugin-typescript's rule is left for an MDX page's template only.
  const typescript = config.module.rules[3]?.use as (info: object) => unknown[];
  expect(typescript({ resourceQuery: '' })).toEqual([]);
  expect(typescript({ resourceQuery: '?__contentFilePath=/site/content/docs/intro.mdx' })).toHaveLength(1);
  expect(config.optimization.minimizer[0]?.constructor.name).toBe('TerserPlugin');
  expect(config.optimization.minimizer[0]).not.toBeInstanceOf(gatsbyConfig().optimization.minimizer[0]!.constructor);
  const mdx = (config.module.rules[1]?.use as (info: object) => Array<{ loader: string }>)({ resourceQuery: '' });
  expect(mdx.map((entry) => entry.loader)).toEqual(['/gatsby/dist/utils/babel-loader.js', '/gatsby-plugin-mdx/dist/gatsby-mdx-loader']);
  expect(warn).not.toHaveBeenCalled();
});

it("the preview's page shell stands an empty page in for every MDX page", () => {
  const { config, warn } = run(new FasterBuild(true), 'develop-html');
  const mdx = (config.module.rules[1]?.use as (info: object) => Array<{ loader: string }>)({ resourceQuery: '' });
  expect(mdx.map((entry) => entry.loader)).toEqual(['/gatsby/dist/utils/babel-loader.js', expect.stringMatching(/emptyMdxPage\.cjs$/)]);
  expect(warn).not.toHaveBeenCalled();
});
