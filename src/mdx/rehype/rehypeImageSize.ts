import fs from 'node:fs';
import type { Element, Root } from 'hast';
import { imageSize } from 'image-size';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { ourImage, type OurImageOptions } from './ourImages';

/**
 * Gives each Markdown image of ours (`![alt](/docs/img/x.svg)`) its intrinsic `width` and `height`,
 * read from the file at build time, so the browser reserves its box before the lazy image loads and
 * the text below it does not jump (CSS keeps `block-size: auto`, so it still scales down). An image
 * path with no file behind it, or a file that is not an image, fails the build, naming the document
 * and the path. Images elsewhere (other hosts) and sizes the author wrote are left as they are.
 */
export function rehypeImageSize(options: OurImageOptions) {
  return (tree: Root, file: VFile) => {
    visit(tree, 'element', (node: Element) => {
      const properties = node.properties ?? {};
      const src = properties.src;
      if (node.tagName !== 'img' || typeof src !== 'string') return;
      if (properties.width !== undefined || properties.height !== undefined) return;
      const image = ourImage(src, options, file);
      if (!image) return;
      const { relative, onDisk, from } = image;
      let size: { width?: number; height?: number };
      try {
        size = imageSize(fs.readFileSync(onDisk));
      } catch (error) {
        throw new Error(`Unreadable image in ${from}: "${src}" (static/${relative}): ${(error as Error).message}`);
      }
      if (size.width && size.height) node.properties = { ...properties, width: size.width, height: size.height };
    });
  };
}
