import fs from 'node:fs';
import path from 'node:path';
import { siteConfig } from '../../config/site';
import { contentType } from '../../hosting/rules';

export interface Favicon {
  href: string;
  type: string;
}

/**
 * The favicon (`siteConfig.favicon`, a file under `static/`) as a `data:` URL for every page's head
 * (FaviconLink): linked, Chrome asks for it again after every client-side navigation. Read here, at
 * build time, because Gatsby re-renders every page on every build once the HTML renderer reads a file.
 */
export function inlineFavicon(staticDir: string, favicon: string): Favicon {
  const file = path.join(staticDir, favicon);
  const type = contentType(file);
  if (!['image/svg+xml', 'image/png', 'image/x-icon'].includes(type))
    throw new Error(`siteConfig.favicon must be an .svg, .png or .ico file, got ${favicon}`);
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
