/*
 * Not part of the tutorial's connector: the one cache module that the cache page builds and that the
 * recipes which cache (partitions, dynamic items, rate limiting, health) import. Its imports sit with
 * the code that needs them, as the cache page adds them block by block.
 */

// #region create
import { BadRequestError, Cache, type BaseContext } from '@syncplatform/connector-sdk';

// #region cacheInstance
/** Redis when CACHE_URL is set (always when hosted), an in-memory LRU otherwise. */
export const cache = Cache.create({ namespace: 'example-tracker' });
// #endregion cacheInstance

/** The cache of the request's partition: one Example Tracker organization never reads another's entries. */
export function partitionCache(ctx: Pick<BaseContext, 'partition'>): Cache {
  // #region partitionScope
  // Every call except the first credential account call carries X-Sync-Partition.
  if (!ctx.partition) throw new BadRequestError('Missing X-Sync-Partition header');
  return cache.scope(ctx.partition);
  // #endregion partitionScope
}
// #endregion create

// #region fieldDefinitions
import { tracker } from './provider.js';
import type { TrackerField, TrackerPage } from './tracker.js';

/** A project's custom-field definitions (`GET /projects/{id}/fields`), cached 10 minutes per partition. */
export function getFieldDefinitions(ctx: BaseContext, projectId: string): Promise<TrackerField[]> {
  // No ctx.signal: the fetch is shared by every concurrent caller of this key.
  const { credentials, logger } = ctx;
  return partitionCache(ctx).getOrFetch(`fields:${projectId}`, 600, async () => {
    // A lookup, not a collection the platform pages: a project has dozens of definitions, so read them whole once.
    const definitions: TrackerField[] = [];
    let cursor: string | null = null;
    do {
      const queryParams: Record<string, string> = cursor ? { limit: '100', cursor } : { limit: '100' };
      const { body } = await tracker.get<TrackerPage<TrackerField>>(`/projects/${projectId}/fields`, { credentials, logger, queryParams });
      definitions.push(...body.data);
      cursor = body.next_cursor;
    } while (cursor);
    return definitions;
  });
}
// #endregion fieldDefinitions

// #region forget
/** Drops the cached directory (for example when a task's assignee is missing from it); the next read rebuilds it. */
export async function forgetUserDirectory(ctx: BaseContext): Promise<void> {
  await partitionCache(ctx).delete('users');
}
// #endregion forget

// #region userDirectory
import { requestOptions } from './provider.js';
import type { TrackerUser } from './tracker.js';

export interface DirectoryEntry {
  id: string;
  email: string;
}

/** Every user of the organization, to resolve emails to assignees; rebuilt by one instance at a time. */
export async function getUserDirectory(ctx: BaseContext): Promise<DirectoryEntry[]> {
  const scoped = partitionCache(ctx);
  const cached = await scoped.get<DirectoryEntry[]>('users');
  if (cached) return cached;

  return scoped.withLock('lock:users', 30_000, async () => {
    // Another instance may have filled the entry while this one waited for the lock.
    const filled = await scoped.get<DirectoryEntry[]>('users');
    if (filled) return filled;

    // A lookup, not a collection the platform pages: read every page once, under the lock, then cache it an hour.
    const users: DirectoryEntry[] = [];
    let cursor: string | null = null;
    do {
      const query: Record<string, string> = cursor ? { limit: '100', cursor } : { limit: '100' };
      const { body } = await tracker.get<TrackerPage<TrackerUser>>('/users', requestOptions(ctx, query));
      users.push(...body.data.map((user) => ({ id: user.id, email: user.email })));
      cursor = body.next_cursor;
    } while (cursor);

    await scoped.set('users', users, 3600);
    return users;
  });
}
// #endregion userDirectory
