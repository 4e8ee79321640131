import type { Chunk, Compiler } from 'webpack';
import { isPageComponentChunkGroup } from '../gatsby/node/conventions';
import { warnOnce, type Warn } from '../gatsby/node/failSafe';

/**
 * V8's explicit compile hint (Chrome 136+): a script that starts with this comment has every
 * function compiled eagerly, on a background thread while the file streams in. Without it V8
 * compiles each function on the main thread the first time it is called, and at start-up that is
 * most of React, Gatsby's runtime and the page's own components: 15–38 ms of one task on this
 * machine before hydration could begin. Other engines read it as a comment.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

const PLUGIN = 'CompileHintsPlugin';

/**
 * A chunk whose functions nearly all run before the page is interactive: the entry chunks
 * (webpack runtime, framework, app) and the chunks of a page component (its template, its MDX
 * and their shared split chunks). Lazily imported code (sign-in, search) is left lazy: much of it
 * never runs, and compiling it eagerly would only cost memory.
 */
function runsAtStartup(chunk: Chunk): boolean {
  if (chunk.canBeInitial()) return true;
  for (const group of chunk.groupsIterable) if (isPageComponentChunkGroup(group.name)) return true;
  return false;
}

/**
 * Puts the compile hint on the first line of every start-up script. `warn` hears once when no chunk
 * group has the name Gatsby gives a page component's: then only the entry chunks get hints.
 */
export class CompileHintsPlugin {
  constructor(private readonly warn: Warn) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After Terser (which drops comments and adds the licence banner), before source maps and
        // content hashes are computed, so both still describe the file as served.
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          const groups = [...compilation.chunkGroups].map((group) => group.name);
          if (groups.length > 1 && !groups.some(isPageComponentChunkGroup))
            warnOnce(
              'compileHints',
              this.warn,
              "no chunk group has the name of a page component's (component---…)",
              'Only the entry chunks get the hint (pages work; they start up a little slower)',
            );
          for (const chunk of compilation.chunks) {
            if (!runsAtStartup(chunk)) continue;
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              compilation.updateAsset(file, (old) => new sources.ConcatSource(`${COMPILE_HINT}\n`, old));
            }
          }
        },
      );
    });
  }
}
