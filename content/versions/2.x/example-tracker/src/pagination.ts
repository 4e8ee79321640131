import { BadRequestError, type Collection, type FieldValue, type GetCollectionContext } from '@syncplatform/connector-sdk';
import { tracker, requestOptions } from './provider.js';
import type { TrackerPage } from './tracker.js';

// #region cursor
// #region cursorWrap
/** Provider cursors stay opaque to the platform: wrapped in base64url, unwrapped on the way back. */
export const encodeCursor = (providerCursor: string) => Buffer.from(providerCursor, 'utf8').toString('base64url');
export const decodeCursor = (cursor: string) => Buffer.from(cursor, 'base64url').toString('utf8');
// #endregion cursorWrap

/** The next page's path: the request's own query (select, filter) with only `cursor` replaced. */
export function nextPagePath(ctx: GetCollectionContext, path: string, providerCursor: string): string {
  // #region nextPageQuery
  const query = new URLSearchParams(ctx.query);
  query.set('cursor', encodeCursor(providerCursor));
  return `${path}?${query.toString()}`;
  // #endregion nextPageQuery
}
// #endregion cursor

// #region listPage
export interface ListOptions<T> {
  path: string; // the collection's path, which is also Example Tracker's list endpoint
  itemPath: (record: T) => string; // canonical item path, e.g. /tasks/t_1001
  toFields: (record: T) => Record<string, FieldValue>;
  equalityFilters?: Record<string, string>; // filterable graph field -> provider query parameter
}

/** One provider page per request, whatever the collection. */
export async function listPage<T extends { updated_at: string }>(ctx: GetCollectionContext, options: ListOptions<T>): Promise<Collection> {
  // #region query
  const queryParams: Record<string, string> = { limit: '100' };
  // #region cursorAndFilters
  if (ctx.cursor) queryParams.cursor = decodeCursor(ctx.cursor);
  let after: number | undefined; // set by `updatedAt>`, whose bound updated_since includes

  for (const { field, operator, values } of ctx.filters) {
    const param = options.equalityFilters?.[field];
    if (field === 'updatedAt' && (operator === '>' || operator === '>=') && values[0]) {
      queryParams.updated_since = values[0];
      if (operator === '>') after = Date.parse(values[0]);
    } else if (param && operator === '=') {
      queryParams[param] = values.join(',');
      // #endregion cursorAndFilters
    } else {
      throw new BadRequestError(`Unsupported filter: ${field}${operator}${values.join('|')}`);
    }
  }
  // #endregion query

  const { body } = await tracker.get<TrackerPage<T>>(options.path, requestOptions(ctx, queryParams));

  // #region page
  const records = after === undefined ? body.data : body.data.filter((record) => Date.parse(record.updated_at) > after);
  const data = records.map((record) => {
    const path = options.itemPath(record);
    if (ctx.selects.length === 0) return { path };
    // #region selectedFields
    const fields = options.toFields(record);
    return { path, fields: Object.fromEntries(ctx.selects.map((name) => [name, fields[name] ?? null])) };
    // #endregion selectedFields
  });

  if (!body.next_cursor) return { info: {}, data };
  return { info: { nextPage: nextPagePath(ctx, options.path, body.next_cursor) }, data };
  // #endregion page
}
// #endregion listPage
