/**
 * `npm run samples:sync`: copies each excerpt block's region of the reference connector into the
 * page, so an author changes examples/example-tracker (or a released version's own copy,
 * content/versions/<v>/example-tracker) and then runs this instead of pasting by hand. Each version's
 * pages take their version's connector. Only blocks with `excerpt="file#region"` are touched (of the
 * pages whose path contains the optional argument); `npm run test:content` says what still differs.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { visit } from 'unist-util-visit';
import type { Code } from 'mdast';
import type { Node } from 'unist';
import { parseDoc } from '../src/checks/checkDoc';
import { listFiles } from '../src/lib/listFiles';
import { parseCodeMeta } from '../src/mdx/codeMeta';
import { extractRegion } from '../src/checks/samples/regions';
import { allVersionSources } from '../src/versions/sources';

const ROOT = path.resolve(__dirname, '..');
// An optional argument narrows the run to pages whose path contains it, as in check:content.
const only = process.argv[2] ?? '';
let changed = 0;

for (const { docsRoot, connectorRoot } of allVersionSources(ROOT))
  for (const file of listFiles(docsRoot).filter((f) => f.endsWith('.mdx') && f.includes(only))) {
    const rel = path.relative(docsRoot, file);
    const source = fs.readFileSync(file, 'utf8');
    const offset = source.length - matter(source).content.length;
    const { tree } = parseDoc(rel, source, rel);
    if (!tree) continue;
    const edits: Array<{ start: number; end: number; text: string }> = [];
    visit(tree as Node, 'code', (node: Node) => {
      const code = node as Code;
      const { excerpt } = parseCodeMeta(code.meta);
      if (!excerpt || !code.position) return;
      const [target = '', region] = excerpt.split('#');
      const text = extractRegion(fs.readFileSync(path.join(connectorRoot, target), 'utf8'), region);
      if (text === code.value) return;
      const start = offset + (code.position.start.offset ?? 0);
      const end = offset + (code.position.end.offset ?? 0);
      const block = source.slice(start, end);
      const open = block.slice(0, block.indexOf('\n') + 1);
      const close = block.slice(block.lastIndexOf('\n') + 1);
      edits.push({ start, end, text: `${open}${text}\n${close}` });
    });
    if (!edits.length) continue;
    let next = source;
    for (const edit of edits.reverse()) next = next.slice(0, edit.start) + edit.text + next.slice(edit.end);
    fs.writeFileSync(file, next);
    changed += edits.length;
    console.log(`${path.relative(ROOT, file)}: ${edits.length} excerpt${edits.length === 1 ? '' : 's'} updated`);
  }
console.log(changed ? `${changed} excerpts updated.` : 'Every excerpt matches its region.');
