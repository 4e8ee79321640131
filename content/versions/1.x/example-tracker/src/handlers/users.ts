import type { GetCollectionHandler, GetItemHandler } from '@syncplatform/connector-sdk';
import { toUserFields } from '../mappers.js';
import { listPage } from '../pagination.js';
import { tracker, requestOptions } from '../provider.js';
import type { TrackerUser } from '../tracker.js';

export const listUsers: GetCollectionHandler = (ctx) =>
  listPage<TrackerUser>(ctx, { path: '/users', itemPath: (user) => `/users/${user.id}`, toFields: toUserFields });

export const getUser: GetItemHandler = async (ctx) => {
  const { body } = await tracker.get<TrackerUser>(`/users/${ctx.params.userId}`, requestOptions(ctx));
  return { fields: toUserFields(body), relations: [] };
};
