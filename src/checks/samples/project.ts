import path from 'node:path';
import { currentVersion } from '../../config/site';
import { versionSources } from '../../versions/sources';

const ROOT = path.resolve(__dirname, '../../..');
const current = versionSources(currentVersion, ROOT);

/** What current's samples are checked against (see examples/README.md); a released version has its own (src/versions/sources.ts). */
export const EXAMPLES = {
  /** The tutorial's connector, as the tutorial builds it; excerpts and relative imports point here. */
  connectorRoot: current.connectorRoot,
  /** The SDK as a reader's `npm install` provides it: the product's declarations, nothing else. */
  sdkDeclarations: current.sdkDeclarations,
} as const;
