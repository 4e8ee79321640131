/**
 * Every adaptation to what Gatsby does not publish goes through `adapt`: when Gatsby's shape is not
 * what the adaptation expects, it says so once, naming the part, and the build goes on along
 * Gatsby's own path (correct, only slower). Nothing here may make a build wrong.
 */

/** Thrown by an adaptation that finds a shape of Gatsby other than the one it was written for. */
export class ShapeChanged extends Error {}

export type Warn = (message: string) => void;

/** Parts already warned about, per process: a webpack rule's function runs once per module. */
const warned = new Set<string>();

/** The end of every such warning: the fixture builds fail on it (tests/build). */
export const SEE_ADAPTER = 'see src/gatsby/README.md';

/** Says once per process that `part` takes Gatsby's own path (or, given `instead`, what happens), and why. */
export function warnOnce(
  part: string,
  warn: Warn,
  why: string,
  instead = "Gatsby's own path is used instead (the build stays correct, only slower)",
): void {
  if (warned.has(part)) return;
  warned.add(part);
  warn(`${part}: ${why}. ${instead}; ${SEE_ADAPTER}.`);
}

/** Runs `adaptation`; when it finds Gatsby changed (or fails at all), warns once and returns undefined. */
export function adapt<T>(part: string, warn: Warn, adaptation: () => T): T | undefined {
  try {
    return adaptation();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    warnOnce(part, warn, error instanceof ShapeChanged ? `Gatsby changed: ${message}` : `the adaptation failed (${message})`);
    return undefined;
  }
}

/** For tests: forget which parts were warned about. */
export function resetWarnings(): void {
  warned.clear();
}
