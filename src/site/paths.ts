import path from 'node:path';

/** Gatsby runs from the site root. What it builds goes here, served under the base path. */
export const PUBLIC_DIR = path.resolve('public');

/** The pages' folder; DOCS_CONTENT_DIR lets fixture and benchmark builds swap the content. */
export const CONTENT_ROOT = path.resolve(process.env.DOCS_CONTENT_DIR || 'content/docs');
