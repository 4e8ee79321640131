import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { listFiles } from '../../src/lib/listFiles';

const CONTENT = path.resolve(__dirname, '../../content/docs');

/** A small seeded PRNG (mulberry32): the same N always gives the same pages. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Prose of the real pages (no code, no JSX), for training. */
function corpus(): { sentences: string[][]; headings: string[] } {
  const sentences: string[][] = [];
  const headings: string[] = [];
  for (const file of listFiles(CONTENT).filter((f) => f.endsWith('.mdx'))) {
    const body = matter(fs.readFileSync(file, 'utf8')).content.replace(/```[\s\S]*?```/g, ' ');
    for (const line of body.split('\n')) {
      if (/^#{2,3} /.test(line)) headings.push(line.replace(/^#+ /, '').replace(/[`*]/g, ''));
      if (!/^[A-Za-z]/.test(line)) continue;
      for (const sentence of line.replace(/[`*[\]]|\(\/[^)]*\)/g, '').split(/(?<=[.!?])\s+/)) {
        const words = sentence.split(/\s+/).filter(Boolean);
        if (words.length >= 6) sentences.push(words);
      }
    }
  }
  return { sentences, headings };
}

export interface SyntheticPage {
  /** Under `content/docs`, in a `synthetic/partNN/` folder of its own. */
  relativePath: string;
  title: string;
  description: string;
  body: string;
}

/**
 * `count` synthetic pages that read like the real docs to an indexer: a word-bigram Markov chain
 * trained on the real prose writes about 650 words per page in five `##` sections, so sizes and
 * compression ratios are realistic (verbatim copies would compress unrealistically well).
 */
export function syntheticPages(count: number, seed = 42): SyntheticPage[] {
  const { sentences, headings } = corpus();
  const next = new Map<string, string[]>();
  const starts: string[] = [];
  for (const words of sentences) {
    starts.push(words[0] ?? 'The');
    words.forEach((word, i) => {
      const following = words[i + 1] ?? '.';
      next.set(word, [...(next.get(word) ?? []), following]);
    });
  }
  const rand = random(seed);
  const pick = <T>(items: T[]): T => items[Math.floor(rand() * items.length)] as T;
  const sentence = () => {
    let word = pick(starts);
    const out = [word];
    while (out.length < 28) {
      const options = next.get(word);
      if (!options) break;
      word = pick(options);
      if (word === '.') break;
      out.push(word);
      if (/[.!?]$/.test(word) && out.length > 8) break;
    }
    const text = out.join(' ').replace(/[{}<>]/g, '');
    return /[.!?]$/.test(text) ? text : `${text}.`;
  };
  const paragraph = () => Array.from({ length: 3 + Math.floor(rand() * 3) }, sentence).join(' ');
  return Array.from({ length: count }, (_, i) => {
    const title = `${pick(headings)} ${i + 1}`.replace(/[{}<>:]/g, '');
    const sections = Array.from(
      { length: 5 },
      (__, s) => `## ${pick(headings).replace(/[{}<>]/g, '')} ${i + 1}.${s + 1}\n\n${paragraph()}\n\n${paragraph()}`,
    );
    return {
      relativePath: `synthetic/part${String(Math.floor(i / 100)).padStart(2, '0')}/page${i + 1}.mdx`,
      title,
      description: sentence().slice(0, 150),
      body: `${paragraph()}\n\n${sections.join('\n\n')}\n`,
    };
  });
}

/** Writes the pages (front matter included) and one `_category_.json` per folder under `root`. */
export function writeSyntheticPages(root: string, pages: SyntheticPage[]): void {
  const folders = new Set<string>();
  for (const page of pages) {
    const file = path.join(root, page.relativePath);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(
      file,
      `---\ntitle: ${JSON.stringify(page.title)}\ndescription: ${JSON.stringify(page.description)}\n---\n\n${page.body}`,
    );
    folders.add(path.dirname(page.relativePath));
  }
  const category = (label: string, slug: string, position: number) =>
    JSON.stringify({ label, position, slug, description: `Generated pages for benchmarks (${label}).` });
  fs.mkdirSync(path.join(root, 'synthetic'), { recursive: true });
  fs.writeFileSync(path.join(root, 'synthetic', '_category_.json'), category('Synthetic', 'synthetic', 90));
  for (const folder of folders) {
    const name = path.basename(folder);
    fs.writeFileSync(path.join(root, folder, '_category_.json'), category(`Synthetic ${name}`, `synthetic-${name}`, 1));
  }
}
