import type { GetCollectionHandler, GetItemHandler } from '@syncplatform/connector-sdk';
import { toNamedFields } from '../mappers.js';
import { listPage } from '../pagination.js';
import { tracker, requestOptions } from '../provider.js';
import { taskSchema } from '../schemas.js';
import type { TrackerRecord } from '../tracker.js';

/** Listed under a workspace, but each project keeps its canonical path, /projects/p_42. */
export const listProjects: GetCollectionHandler = (ctx) =>
  listPage<TrackerRecord>(ctx, {
    path: `/workspaces/${ctx.params.workspaceId}/projects`,
    itemPath: (project) => `/projects/${project.id}`,
    toFields: toNamedFields,
  });

export const getProject: GetItemHandler = async (ctx) => {
  const { projectId } = ctx.params;
  const { body } = await tracker.get<TrackerRecord>(`/projects/${projectId}`, requestOptions(ctx));
  return {
    fields: toNamedFields(body),
    relations: [{ name: 'tasks', label: 'Tasks', path: `/projects/${projectId}/tasks`, schema: taskSchema }],
  };
};
