import fs from 'node:fs';
import path from 'node:path';
import { siteConfig } from '../../config/site';

const TYPES: Record<string, string> = { '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon' };

export interface Favicon {
  href: string;
  type: string;
}

/**
 * The favicon (`siteConfig.favicon`, a file under `static/`) as a `data:` URL for every page's head
 * (FaviconLink), read at build time: Gatsby re-renders every page on every build once the HTML
 * renderer reads a file.
 * Linked, Chrome asks for it again after every client-side navigation and revalidates it (a round
 * trip and about 0.6 KB each time); inline it costs each page's HTML about 0.3 KB, once. The file
 * stays in `static/` for anything else that links it. A missing file stops the build.
 */
export function inlineFavicon(staticDir: string, favicon: string): Favicon {
  const file = path.join(staticDir, favicon);
  const type = TYPES[path.extname(file).toLowerCase()];
  if (!type) throw new Error(`siteConfig.favicon must be an .svg, .png or .ico file, got ${favicon}`);
  if (!fs.existsSync(file)) throw new Error(`siteConfig.favicon is ${favicon}, but static${favicon} does not exist`);
  const bytes = fs.readFileSync(file);
  // SVG is text: percent-encoded it stays shorter than base64 (and compresses with the page).
  const href =
    type === 'image/svg+xml'
      ? `data:${type},${encodeURIComponent(bytes.toString('utf8').replace(/\s+/g, ' ').trim())}`
      : `data:${type};base64,${bytes.toString('base64')}`;
  return { href, type };
}

let site: Favicon | undefined;

/** The site's favicon, read once per process (`gatsby develop` shows an edited one after a restart). */
export function siteFavicon(): Favicon {
  site ??= inlineFavicon(path.resolve('static'), siteConfig.favicon);
  return site;
}
