import { expect, it } from 'vitest';
import { cpuCountForBuild } from './oneCpu';

it('tells Gatsby one CPU for a production build on two cores or fewer, and leaves every other case alone', () => {
  const build = { gatsby_executing_command: 'build' };
  expect(cpuCountForBuild(build, 2)).toBe('1');
  expect(cpuCountForBuild(build, 1)).toBe('1');
  expect(cpuCountForBuild(build, 4)).toBeUndefined();
  expect(cpuCountForBuild({ gatsby_executing_command: 'develop' }, 2)).toBeUndefined();
  expect(cpuCountForBuild({ ...build, GATSBY_CPU_COUNT: '3' }, 2)).toBe('3');
});
