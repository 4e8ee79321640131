/** `connectors/CLI/commands.mdx` → `/connectors/CLI/commands/`; pathPrefix adds `/docs`. */
export function slugFromRelativePath(relativePath: string): string {
  const route = relativePath
    .replace(/\\/g, '/')
    .replace(/\.mdx?$/, '')
    .replace(/(^|\/)index$/, '');
  return route ? `/${route}/` : '/';
}

/** `/category/recipes/` for the category whose `_category_.json` says `slug: "recipes"`. */
export function categoryRoute(slug: string): string {
  return `/category/${slug}/`;
}

/** The folder of a content file relative to `content/docs`: `connectors/recipes` for a recipe. */
export function folderOf(relativePath: string): string {
  const normalised = relativePath.replace(/\\/g, '/');
  const cut = normalised.lastIndexOf('/');
  return cut === -1 ? '' : normalised.slice(0, cut);
}
