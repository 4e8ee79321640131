import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { nginxServerBlock } from '../../../src/hosting/nginx';
import { NGINX_PATH } from '../../../scripts/lib/chromium';
import { untilServing } from '../../../scripts/lib/ports';

/**
 * Runs Debian's nginx with the shipped config on a loopback port over `root`, which holds the build
 * in `docs/` as a deployment does (a real folder: the config follows no symlink).
 */
export async function startNginx(
  port: number,
  root: string,
): Promise<{ url: string; port: number; pidFile: string; stop: () => Promise<void> }> {
  // nginx's own files (pid, temporary folders, the config) beside the root, never in it.
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'dp-nginx-'));
  const server = nginxServerBlock({ basePath: '/docs/', root, listen: `127.0.0.1:${port}`, serverName: 'localhost' });
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${name}_temp_path ${prefix}/${name};`).join('\n');
  fs.writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `daemon off;\nworker_processes 1;\npid ${prefix}/nginx.pid;\nerror_log stderr warn;\n${process.getuid?.() === 0 ? 'user root;\n' : ''}events {}\nhttp {\n  include /etc/nginx/mime.types;\n  default_type application/octet-stream;\n  access_log off;\n${temp}\n${server}\n}\n`,
  );
  const child: ChildProcess = spawn(NGINX_PATH, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], {
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  // Refusing a planted symlink is what the tests ask of it: nginx logs each at crit level.
  child.stderr?.on('data', (chunk: Buffer) => {
    const lines = chunk
      .toString()
      .split('\n')
      .filter((line) => line && !line.includes('(40: Too many levels of symbolic links)'));
    if (lines.length) process.stderr.write(`${lines.join('\n')}\n`);
  });
  const url = `http://127.0.0.1:${port}`;
  await untilServing(`${url}/docs/`, 5_000, () => child.exitCode !== null);
  return {
    url,
    port,
    pidFile: path.join(prefix, 'nginx.pid'),
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await exited;
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}
