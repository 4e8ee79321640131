/**
 * `npm test`: every suite, in order, then one line `N passed, N failed` for all of them together.
 *   1. side by side: typecheck (tsc, strict) of the site and of the reference connector the docs'
 *      samples build on; lint (ESLint) and format (Prettier); vitest's logic and component tests
 *   2. vitest's fixture builds (tests/build), which keep both cores busy by themselves
 *   3. side by side: the integrations build (identity provider, analytics, announcement, on the
 *      skeleton site) and the production build, whose regenerated GraphQL types must equal the committed ones
 *   4. end-to-end specs in headless Chromium, against both builds
 * Exits non-zero when anything failed.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureE2eChromium, ensureNginx } from './lib/chromium';

interface Tally {
  passed: number;
  failed: number;
}

const ROOT = path.resolve(__dirname, '..');
const RESULTS = path.join(ROOT, 'test-results');

/** Each suite's title, outcome and seconds, printed together at the end. */
const timings: Array<{ title: string; ok: boolean; seconds: number }> = [];

function run(title: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n━━ ${title}\n$ ${[command, ...args].join(' ')}`);
  const suiteStarted = Date.now();
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', ...env } });
  timings.push({ title, ok: result.status === 0, seconds: Math.round((Date.now() - suiteStarted) / 1000) });
  return result.status === 0;
}

/**
 * Runs suites side by side on the machine's cores: ones that each keep about one core busy and do
 * not write what the others read. Each one's output is held and printed whole, in order, when all are done.
 */
async function runTogether(suites: Array<{ title: string; command: string; args: string[] }>): Promise<boolean[]> {
  const started = Date.now();
  const finished = await Promise.all(
    suites.map(
      (suite) =>
        new Promise<{ suite: typeof suite; output: string; ok: boolean; seconds: number }>((resolve) => {
          const child = spawn(suite.command, suite.args, {
            cwd: ROOT,
            env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', FORCE_COLOR: '1' },
          });
          let output = '';
          const done = (ok: boolean) => resolve({ suite, output, ok, seconds: Math.round((Date.now() - started) / 1000) });
          child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
          child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
          child.on('error', (error) => {
            output += `${error.message}\n`;
            done(false);
          });
          child.on('close', (code) => done(code === 0));
        }),
    ),
  );
  for (const { suite, output, ok, seconds } of finished) {
    console.log(`\n━━ ${suite.title} (alongside the others of its group)\n$ ${[suite.command, ...suite.args].join(' ')}`);
    process.stdout.write(output);
    timings.push({ title: suite.title, ok, seconds });
  }
  return finished.map(({ ok }) => ok);
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

function playwright(title: string, env: NodeJS.ProcessEnv = {}): void {
  const out = path.join(RESULTS, 'e2e.json');
  fs.rmSync(out, { force: true });
  const ok = run(title, 'npx', ['playwright', 'test'], env);
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
  const unitReport = path.join(RESULTS, 'vitest-unit.json');
  const [typecheck, exampleTypecheck, lint, unit] = await runTogether([
    { title: 'Typecheck (tsc --noEmit)', command: 'npx', args: ['tsc', '--noEmit'] },
    {
      title: 'Typecheck the reference connector (examples/example-tracker)',
      command: 'npx',
      args: ['tsc', '-p', 'examples/example-tracker'],
    },
    { title: 'Lint and format (ESLint, Prettier)', command: 'npm', args: ['run', 'lint'] },
    { title: 'Unit, content and component tests (vitest)', command: 'npx', args: vitestArgs(unitReport, ['logic', 'components']) },
  ]);
  [typecheck, exampleTypecheck, lint].forEach((ok) => note(ok ?? false));
  countVitest(unitReport, unit ?? false);
  const buildReport = path.join(RESULTS, 'vitest-build.json');
  countVitest(buildReport, run('Build-check fixture builds (vitest, tests/build)', 'npx', vitestArgs(buildReport, ['build'])));
  // The integrations build is a scratch copy of the skeleton site: it shares nothing with the
  // production build, which leaves one of the two cores mostly idle on its own.
  const [integrations, built] = await runTogether([
    { title: 'Integrations build (identity provider, analytics, announcement)', command: 'npm', args: ['run', 'build:integrations'] },
    { title: 'Production build (gatsby build --prefix-paths)', command: 'npm', args: ['run', 'build'] },
  ]);
  note(integrations ?? false);
  note(built ?? false);
  if (built)
    note(run('Generated GraphQL types are committed (src/types/gatsby-types.d.ts)', 'npx', ['tsx', 'scripts/check-generated-types.ts']));
  if (built) playwright('End-to-end tests (Playwright, Chromium)');
  else console.log('Skipping the end-to-end tests: the build failed.');

  console.log('\nSuite times:');
  for (const { title, ok, seconds } of timings) console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${String(seconds).padStart(5)} s  ${title}`);
  console.log(`All suites finished in ${Math.round((Date.now() - started) / 1000)} s.`);
  console.log(`${tally.passed} passed, ${tally.failed} failed`);
  process.exit(tally.failed ? 1 : 0);
}

void main();
