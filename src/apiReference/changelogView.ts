/** How a changelog page is laid out, shared by its build half (headings, twin) and its template. */
import type { ChangelogOperation, ChangelogPageData } from './model';

/** The id of an operation's entry: `post-embed-tokens-token`. */
export const changelogAnchor = (op: Pick<ChangelogOperation, 'method' | 'path'>) =>
  `${op.method}-${op.path}`
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

/** Breaking changes first, then the others: an h2 each, an h3 per operation. */
export function changelogGroups(data: ChangelogPageData) {
  return [
    { id: 'breaking-changes', title: 'Breaking changes', operations: data.operations.filter((op) => op.breaking) },
    { id: 'other-changes', title: 'Other changes', operations: data.operations.filter((op) => !op.breaking) },
  ].filter((group) => group.operations.length > 0);
}

export function changelogHeadings(data: ChangelogPageData) {
  return changelogGroups(data).flatMap((group) => [
    { depth: 2, id: group.id, title: group.title },
    ...group.operations.map((op) => ({ depth: 3, id: changelogAnchor(op), title: `${op.method} ${op.path}` })),
  ]);
}
