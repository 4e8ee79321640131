import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');

/** The folders the samples are checked against (see examples/README.md). */
export const EXAMPLES = {
  /** The tutorial's connector, as the tutorial builds it; excerpts and relative imports point here. */
  connectorRoot: path.join(ROOT, 'examples', 'example-tracker'),
} as const;
