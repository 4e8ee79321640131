import { scanHtml, type PageScan } from '../linkCheck';
import { digest, keptFile } from './kept';

type Scans = Record<string, { links: string[]; ids: string[] }>;

/**
 * linkScanCache: scanHtml kept by the hash of the HTML it read, in a file of the layer's own.
 * Gatsby writes every page again on every build; a page whose HTML is the same is not parsed again.
 * `save` keeps this build's scans only, so the file does not grow with edits.
 */
export function keptLinkScans(file: string, codeVersion: string): { scan: (html: string) => PageScan; save: () => void } {
  const kept = keptFile<Scans>(file, codeVersion);
  const earlier = kept.read() ?? {};
  const used: Scans = {};
  return {
    scan: (html) => {
      const key = digest(html);
      const found = used[key] ?? earlier[key];
      const kept = Array.isArray(found?.links) && Array.isArray(found.ids) ? found : undefined;
      const scan = kept ? { links: kept.links, ids: new Set(kept.ids) } : scanHtml(html);
      used[key] = kept ?? { links: scan.links, ids: [...scan.ids] };
      return scan;
    },
    save: () => kept.write(used),
  };
}
