/** `npm run deploy:nginx`: writes deploy/nginx/developer-portal.conf from src/hosting/rules.ts. */
import fs from 'node:fs';
import path from 'node:path';
import { DEPLOY_NGINX_OPTIONS, nginxServerBlock } from '../src/hosting/nginx';

const target = path.resolve(__dirname, '../deploy/nginx/developer-portal.conf');
fs.mkdirSync(path.dirname(target), { recursive: true });
fs.writeFileSync(target, nginxServerBlock(DEPLOY_NGINX_OPTIONS));
console.log(`Wrote ${path.relative(process.cwd(), target)}`);
