import fs from 'node:fs';
import path from 'node:path';
import { Parser } from 'htmlparser2';
import { listRelativeFiles } from '../../src/lib/listFiles';

/**
 * What a reader of a built page meets: its text, and every link, id, image and label, in document
 * order. Left out: scripts and styles, the script policy (it hashes the inline scripts, which name
 * chunks) and URLs of hashed build assets, which any change of the bundles renames.
 */
export function pageDigest(html: string): string[] {
  const out: string[] = [];
  let hidden = 0;
  const asset = /\.(js|css)$|\/static\/|\/page-data\//;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'script' || name === 'style') hidden += 1;
      if (attributes['http-equiv']) return;
      for (const key of ['href', 'id', 'src', 'alt', 'aria-label', 'content'])
        if (attributes[key] && !asset.test(attributes[key])) out.push(`${name}[${key}=${attributes[key]}]`);
    },
    ontext(text) {
      if (!hidden && text.trim()) out.push(text.trim());
    },
    onclosetag(name) {
      if (name === 'script' || name === 'style') hidden -= 1;
    },
  });
  parser.write(html);
  parser.end();
  return out;
}

/** Files that must be byte for byte the same: twins, llms files, sitemap, robots and the search files (named by their content). */
const EXACT = /(\.md|llms(-full)?\.txt|sitemap\.xml|robots\.txt|search-(index|shard)\.[0-9a-f]+\.json)$/;

/**
 * How two builds of one site differ for a reader: a page or file one has and the other lacks, a
 * page whose digest differs (with the first differing entry), an exact file that differs.
 */
export function siteDifferences(a: string, b: string): string[] {
  const relevant = (dir: string) => listRelativeFiles(dir).filter((file) => file.endsWith('.html') || EXACT.test(file));
  const inA = relevant(a);
  const inB = new Set(relevant(b));
  const differences = [...inB].filter((file) => !inA.includes(file)).map((file) => `only in ${b}: ${file}`);
  for (const file of inA) {
    if (!inB.has(file)) {
      differences.push(`only in ${a}: ${file}`);
      continue;
    }
    const [x, y] = [fs.readFileSync(path.join(a, file), 'utf8'), fs.readFileSync(path.join(b, file), 'utf8')];
    if (!file.endsWith('.html')) {
      if (x !== y) differences.push(`${file} differs`);
      continue;
    }
    const [dx, dy] = [pageDigest(x), pageDigest(y)];
    const at = dx.findIndex((entry, i) => entry !== dy[i]);
    if (at >= 0 || dx.length !== dy.length) {
      const i = at >= 0 ? at : Math.min(dx.length, dy.length);
      differences.push(`${file}: ${JSON.stringify(dx[i])} ≠ ${JSON.stringify(dy[i])}`);
    }
  }
  return differences;
}
