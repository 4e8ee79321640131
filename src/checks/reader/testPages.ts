import { parseDoc } from '../checkDoc';
import { readPage, type ReaderPage } from './pageBlocks';

/** A page of these blocks, as the reader checks read it; its front matter takes 5 lines, then a blank one. */
export function testPage(relativePath: string, body: string, position = 1): ReaderPage {
  const source = `---\ntitle: Test\ndescription: A test page.\nsidebar_position: ${position}\n---\n\n${body}`;
  const doc = parseDoc(relativePath, source, `content/docs/${relativePath}`);
  return readPage({ ...doc, displayPath: `content/docs/${relativePath}` });
}

/** A fenced block: ```lang meta + code. */
export const fence = (lang: string, meta: string, code: string) => `\`\`\`${lang} ${meta}\n${code}\n\`\`\`\n\n`;
