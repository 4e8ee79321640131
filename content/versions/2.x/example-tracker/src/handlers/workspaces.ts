import type { GetCollectionHandler, GetItemHandler } from '@syncplatform/connector-sdk';
import { toNamedFields } from '../mappers.js';
import { listPage } from '../pagination.js';
import { tracker, requestOptions } from '../provider.js';
import { projectSchema } from '../schemas.js';
import type { TrackerRecord } from '../tracker.js';

export const listWorkspaces: GetCollectionHandler = (ctx) =>
  listPage<TrackerRecord>(ctx, {
    path: '/workspaces',
    itemPath: (workspace) => `/workspaces/${workspace.id}`,
    toFields: toNamedFields,
  });

export const getWorkspace: GetItemHandler = async (ctx) => {
  const { workspaceId } = ctx.params;
  const { body } = await tracker.get<TrackerRecord>(`/workspaces/${workspaceId}`, requestOptions(ctx));
  return {
    fields: toNamedFields(body),
    relations: [{ name: 'projects', label: 'Projects', path: `/workspaces/${workspaceId}/projects`, schema: projectSchema }],
  };
};
