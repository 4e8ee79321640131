import fs from 'node:fs';
import path from 'node:path';
import type { VFile } from 'vfile';

export interface OurImageOptions {
  /** Absolute path of `static/`, whose files the site serves under `basePath`. */
  staticRoot: string;
  /** `/docs/` */
  basePath: string;
}

export interface OurImage {
  /** The path under `static/`, e.g. `img/architecture.svg`. */
  relative: string;
  onDisk: string;
  /** The document that uses it, relative to the project, for error messages. */
  from: string;
}

/**
 * The file in `static/` behind an image path of ours (`/docs/img/x.svg`), or undefined for an image
 * on another host. A path with no file behind it, or one that leaves `static/`, fails the build,
 * naming the document and the path. Shared by the image plugins so they agree on what is ours.
 */
export function ourImage(src: string, options: OurImageOptions, file: VFile): OurImage | undefined {
  if (!src.startsWith(options.basePath)) return undefined;
  const relative = decodeURIComponent(src.slice(options.basePath.length).split(/[?#]/)[0]!);
  const onDisk = path.join(options.staticRoot, relative);
  const from = file.path ? path.relative(process.cwd(), file.path) : 'a document';
  if (!onDisk.startsWith(options.staticRoot + path.sep) || !fs.existsSync(onDisk)) {
    throw new Error(`Broken image in ${from}: "${src}" needs static/${relative}, which does not exist`);
  }
  return { relative, onDisk, from };
}
