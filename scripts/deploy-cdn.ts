/**
 * `npm run deploy:cdn`: lays out dist/cdn/ for Cloudflare Pages (or Netlify) from the build in
 * public/: the site under /docs/, `_headers` and `_redirects` from src/hosting/rules.ts. Then
 * `npx wrangler pages deploy dist/cdn` publishes it; `npx wrangler pages dev dist/cdn` serves it locally.
 */
import fs from 'node:fs';
import path from 'node:path';
import { siteConfig } from '../src/config/site';
import { writeCdnSite } from '../src/hosting/cdn';

const ROOT = path.resolve(__dirname, '..');
const publicDir = path.join(ROOT, 'public');
if (!fs.existsSync(path.join(publicDir, 'index.html'))) {
  console.error('Nothing to deploy: public/index.html is missing. Run "npm run build" first.');
  process.exit(1);
}
const outDir = path.join(ROOT, 'dist', 'cdn');
const { files } = writeCdnSite(publicDir, outDir, siteConfig.basePath);
console.log(`Wrote ${path.relative(process.cwd(), outDir)}: ${files} files, _headers and _redirects`);
