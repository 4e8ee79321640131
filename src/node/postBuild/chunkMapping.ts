import crypto from 'node:crypto';

const INLINE_MAPPING = /<script\s+id="gatsby-chunk-mapping"\s*>([\s\S]*?)<\/script>/;

export interface ExternalizedMapping {
  html: string;
  /** The script to write once, as `file` in the build's root; null when the page had no mapping. */
  script: { file: string; content: string } | null;
}

/**
 * Moves Gatsby's inline `window.___chunkMapping` (the JavaScript files of every page component)
 * into one content-hashed file. Inline, it is repeated in every page's HTML and grows with the
 * number of pages — with 5,000 pages each HTML file would carry about 1 MB of it, so the build's
 * output grows with the square of the page count. As a file it is downloaded once and cached for
 * a year (the name carries the hash, like Gatsby's own chunks). A parser-blocking script in the
 * same place keeps the order Gatsby relies on: it runs before the async app scripts after it.
 */
export function externalizeChunkMapping(html: string, basePath: string): ExternalizedMapping {
  const match = INLINE_MAPPING.exec(html);
  if (!match) return { html, script: null };
  const content = `${(match[1] ?? '').trim()}\n`;
  const hash = crypto.createHash('sha256').update(content).digest('hex').slice(0, 20);
  const file = `chunk-map-${hash}.js`;
  return {
    html: html.replace(match[0], `<script id="gatsby-chunk-mapping" src="${basePath}${file}"></script>`),
    script: { file, content },
  };
}
