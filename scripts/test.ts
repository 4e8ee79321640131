/**
 * `npm test`: every suite, then one line `N passed, N failed` for all of them together. Each starts
 * once what it needs is done and the machine's two cores are likely to have room for it:
 *   1. side by side: typecheck (tsc, strict) of the site and of each docs version's reference
 *      connector, which that version's samples build on; lint (ESLint) and format (Prettier);
 *      vitest's logic and component tests
 *   2. vitest's fixture builds (tests/build), once tsc and ESLint are done, beside the unit tests'
 *      end; the comparison's first build is the integrations build (identity provider, analytics,
 *      announcement) the e2e specs serve
 *   3. the production build, whose regenerated GraphQL types must equal the committed ones, and
 *      beside it the preview (`gatsby develop`) the develop spec drives
 *   4. end-to-end specs in headless Chromium, against both builds and the preview
 * Exits non-zero when anything failed.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureE2eChromium, ensureNginx } from './lib/chromium';
import { INTEGRATIONS_DIR, INTEGRATIONS_OUT_ENV } from './lib/integrations';
import { PREVIEW_ENV, startSkeletonPreview } from './lib/scratchSite';

interface Tally {
  passed: number;
  failed: number;
}

const ROOT = path.resolve(__dirname, '..');
const RESULTS = path.join(ROOT, 'test-results');
const PREVIEW_TITLE = 'The preview the develop spec drives (gatsby develop on the skeleton pages)';

/** Each suite's title, outcome and seconds, printed together at the end. */
const timings: Array<{ title: string; ok: boolean; seconds: number }> = [];

/**
 * Starts a suite now and resolves with whether it passed. Its output is held and printed whole when
 * it ends, so suites that run side by side do not interleave; `live` streams it instead (the last suite).
 */
function start(
  title: string,
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; live?: boolean } = {},
): Promise<boolean> {
  const started = Date.now();
  const header = `\n━━ ${title}\n$ ${[command, ...args].join(' ')}`;
  if (options.live) console.log(header);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', ...(!options.live && { FORCE_COLOR: '1' }), ...options.env },
      stdio: options.live ? 'inherit' : 'pipe',
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const done = (ok: boolean) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      if (!options.live) {
        console.log(header);
        process.stdout.write(output);
      }
      timings.push({ title, ok, seconds });
      resolve(ok);
    };
    child.on('error', (error) => {
      output += `${error.message}\n`;
      done(false);
    });
    child.on('close', (code) => done(code === 0));
  });
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

const tally: Tally = { passed: 0, failed: 0 };
const note = (ok: boolean): void => {
  if (ok) tally.passed += 1;
  else tally.failed += 1;
};

/** vitest's arguments for `projects` (vitest.config.ts), with a JSON report to count from (its previous one removed first). */
function vitestArgs(report: string, projects: string[]): string[] {
  fs.rmSync(report, { force: true });
  return [
    'vitest',
    'run',
    ...projects.flatMap((name) => ['--project', name]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ];
}

/** Counts a vitest run from its JSON report; a run that failed with no failed test (it did not start) is one failure. */
function countVitest(report: string, ok: boolean): void {
  const counts = readJson<{ numPassedTests: number; numFailedTests: number }>(report);
  if (!counts) return note(false);
  tally.passed += counts.numPassedTests;
  tally.failed += counts.numFailedTests + (ok || counts.numFailedTests ? 0 : 1);
}

async function playwright(title: string, env: NodeJS.ProcessEnv = {}): Promise<void> {
  const out = path.join(RESULTS, 'e2e.json');
  fs.rmSync(out, { force: true });
  const ok = await start(title, 'npx', ['playwright', 'test'], { env, live: true });
  const report = readJson<{ stats: { expected: number; unexpected: number; flaky: number } }>(out);
  if (!report) return note(false);
  tally.passed += report.stats.expected;
  // A test that passed only on its retry is flaky, a failure (playwright.config.ts failOnFlakyTests).
  tally.failed += report.stats.unexpected + report.stats.flaky + (ok || report.stats.unexpected ? 0 : 1);
}

async function main(): Promise<void> {
  fs.mkdirSync(RESULTS, { recursive: true });
  const started = Date.now();
  try {
    // The browser for the end-to-end tests, and nginx to test the shipped deploy config for real.
    ensureE2eChromium();
    ensureNginx();
  } catch (error) {
    console.error((error as Error).message);
    note(false);
  }
  // Every suite starts as soon as what it needs is done and a core is likely free.
  const unitReport = path.join(RESULTS, 'vitest-unit.json');
  const buildReport = path.join(RESULTS, 'vitest-build.json');
  const checks = [
    start('Typecheck (tsc --noEmit)', 'npx', ['tsc', '--noEmit']),
    start("Typecheck every docs version's reference connector", 'npx', ['tsx', 'scripts/typecheck-connectors.ts']),
    start('Lint and format (ESLint, Prettier)', 'npm', ['run', 'lint']),
  ];
  const unit = start('Unit, content and component tests (vitest)', 'npx', vitestArgs(unitReport, ['logic', 'components']));
  // The fixture builds (two or three Gatsby builds at a time) start once tsc and ESLint are done:
  // vitest's unit run keeps about one core busy after them, and leaves the other mostly idle.
  const checked = await Promise.all(checks);
  // The comparison's first build is the integrations build the e2e specs serve; gone first, so a
  // failed one leaves those specs skipped, not run against an older build.
  const integrations = path.join(ROOT, INTEGRATIONS_DIR);
  fs.rmSync(integrations, { recursive: true, force: true });
  const fixtures = start('Build-check fixture builds (vitest, tests/build)', 'npx', vitestArgs(buildReport, ['build']), {
    env: { [INTEGRATIONS_OUT_ENV]: integrations },
  });
  checked.forEach(note);
  countVitest(unitReport, await unit);
  countVitest(buildReport, await fixtures);

  // The production build leaves a core partly idle: the preview the develop spec drives boots beside it.
  const production = start('Production build (gatsby build --prefix-paths)', 'npm', ['run', 'build']);
  const previewStarted = Date.now();
  const preview = startSkeletonPreview().catch((error: unknown) => {
    // Not a test: the develop spec then boots its own and reports what fails.
    console.error(`${PREVIEW_TITLE} did not start: ${(error as Error).message}`);
    return undefined;
  });
  void preview.then((ready) =>
    timings.push({ title: PREVIEW_TITLE, ok: ready !== undefined, seconds: Math.round((Date.now() - previewStarted) / 1000) }),
  );
  const built = await production;
  note(built);
  const ready = await preview;
  try {
    if (built) {
      note(
        await start('Generated GraphQL types are committed (src/types/gatsby-types.d.ts)', 'npx', [
          'tsx',
          'scripts/check-generated-types.ts',
        ]),
      );
      const previewEnv = ready ? { [PREVIEW_ENV.url]: ready.server.url, [PREVIEW_ENV.contentDir]: ready.site.contentDir } : {};
      await playwright('End-to-end tests (Playwright, Chromium)', previewEnv);
    } else console.log('Skipping the end-to-end tests: the build failed.');
  } finally {
    await ready?.server.stop();
    ready?.site.remove();
  }

  console.log('\nSuite times:');
  for (const { title, ok, seconds } of timings) console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${String(seconds).padStart(5)} s  ${title}`);
  console.log(`All suites finished in ${Math.round((Date.now() - started) / 1000)} s.`);
  console.log(`${tally.passed} passed, ${tally.failed} failed`);
  process.exit(tally.failed ? 1 : 0);
}

void main();
