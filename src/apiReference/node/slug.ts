import type { PlacedApiReference } from './apis';

/** `createEmbedToken` → `create-embed-token`, `ItemSummary` → `item-summary`: routes and anchors. */
export const kebab = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

/** An operation's or a webhook's page in a reference: `createEmbedToken` → `…/reference/create-embed-token/`. */
export const operationRoute = (mount: Pick<PlacedApiReference, 'route'>, operationId: string) => `${mount.route}${kebab(operationId)}/`;
