/**
 * `npm run docs:version -- <name>`: freezes the current docs as a released version (src/versions).
 * Removing a version is deleting `content/versions/<name>/` and its entry in src/config/site.ts,
 * then fixing the links into it that the link check names.
 */
import path from 'node:path';
import { siteConfig } from '../src/config/site';
import { cutVersion } from '../src/versions/node/cutVersion';

const name = process.argv[2];
if (!name) {
  console.error('usage: npm run docs:version -- <name>   (for example 4.x)');
  process.exit(2);
}
try {
  for (const line of cutVersion(path.resolve(__dirname, '..'), siteConfig.docs.versions, name)) console.log(line);
  console.log(`\nNext: set its label and status in src/config/site.ts, and mark the version it replaces as maintained or unmaintained.`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
