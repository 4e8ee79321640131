import { prefixesForSearch, stemsForSearch } from './encode';

/**
 * How a document ranks for a word: BM25 with field weights, folded at build time into one number per word and
 * document (its impact), so the browser only adds `idf × impact` over the query's words. A title
 * or heading that holds the word weighs most, the shorter the more; the body counts by how often
 * it uses the word, against its length; a page other pages link to ranks above an orphan with the
 * same words. `npm run bench:search` compares these weights with others
 * (docs/decisions/2026-11-29-ranked-index.md).
 */
export const RANKING = {
  /** Added when the page title holds the word (a title word also counts for each of its prefixes). */
  title: 3,
  /** Added when the section heading holds it. */
  section: 2,
  /** BM25's saturation (k1) and length normalisation (b), for the body and for the title and heading. */
  k1: 1.2,
  b: 0.75,
  /** The impact is multiplied by `1 + links × ln(1 + other pages linking to the page)`. */
  links: 0.5,
  /** Impacts are written in steps of 1/scale. */
  scale: 2,
};

export type Ranking = typeof RANKING;

/** What the index builder reads of a search document. */
export interface RankedDocument {
  id: number;
  title: string;
  section: string | null;
  /** The whole section text (the store keeps its opening only). */
  text: string;
  /** How many other pages link to its page. */
  inbound: number;
}

/** BM25's weight of a word used `count` times in a field of `length` words, where fields average `average`. */
const saturation = ({ k1, b }: Ranking, count: number, length: number, average: number) =>
  (count * (k1 + 1)) / (count + k1 * (1 - b + (b * length) / average));

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length) || 1;

/** Each word of each document with its impact in steps (≥ 1), documents in ascending id. */
export function impacts(documents: readonly RankedDocument[], ranking: Ranking = RANKING): Map<string, Array<[id: number, steps: number]>> {
  const sorted = [...documents].sort((a, b) => a.id - b.id);
  const fields = sorted.map((doc) => {
    const body = stemsForSearch(doc.text);
    const counts = new Map<string, number>();
    for (const word of body) counts.set(word, (counts.get(word) ?? 0) + 1);
    return { counts, bodyLength: body.length, headLength: stemsForSearch(`${doc.title} ${doc.section ?? ''}`).length };
  });
  const averageBody = mean(fields.map((f) => f.bodyLength));
  const averageHead = mean(fields.map((f) => f.headLength));
  const byWord = new Map<string, Array<[number, number]>>();
  sorted.forEach((doc, i) => {
    const { counts, bodyLength, headLength } = fields[i] ?? { counts: new Map<string, number>(), bodyLength: 0, headLength: 0 };
    const title = prefixesForSearch(doc.title);
    const section = prefixesForSearch(doc.section ?? '');
    const head = saturation(ranking, 1, headLength, averageHead);
    const boost = 1 + ranking.links * Math.log1p(doc.inbound);
    for (const word of new Set([...title, ...section, ...counts.keys()])) {
      const weight =
        ((title.has(word) ? ranking.title : 0) + (section.has(word) ? ranking.section : 0)) * head +
        saturation(ranking, counts.get(word) ?? 0, bodyLength, averageBody);
      const list = byWord.get(word) ?? [];
      list.push([doc.id, Math.max(1, Math.round(weight * boost * ranking.scale))]);
      byWord.set(word, list);
    }
  });
  return byWord;
}

/** BM25's inverse document frequency: a word most documents hold counts for little. */
export const idf = (documentCount: number, holding: number): number => Math.log(1 + (documentCount - holding + 0.5) / (holding + 0.5));
