// #region readWithImports
import {
  UnprocessableEntityError,
  type CreateItemHandler,
  type DeleteItemHandler,
  type GetCollectionHandler,
  type GetItemHandler,
  type UpdateItemHandler,
} from '@syncplatform/connector-sdk';
import { toTaskFields, toTrackerPayload } from '../mappers.js';
import { listPage } from '../pagination.js';
import { tracker, requestOptions } from '../provider.js';
import type { TrackerTask } from '../tracker.js';

// #region read
// #region list
export const listTasks: GetCollectionHandler = (ctx) =>
  // #region listPageCall
  listPage<TrackerTask>(ctx, {
    path: `/projects/${ctx.params.projectId}/tasks`,
    itemPath: (task) => `/tasks/${task.id}`,
    toFields: toTaskFields,
    equalityFilters: { status: 'state' },
  });
  // #endregion listPageCall
// #endregion list

// #region get
export const getTask: GetItemHandler = async (ctx) => {
  const { body } = await tracker.get<TrackerTask>(`/tasks/${ctx.params.taskId}`, requestOptions(ctx));
  return { fields: toTaskFields(body), relations: [] };
};
// #endregion get
// #endregion read
// #endregion readWithImports

// #region write
// #region create
export const createTask: CreateItemHandler = async (ctx) => {
  // #region titleCheck
  const { title } = ctx.body;
  if (typeof title !== 'string' || title.trim() === '') {
    throw new UnprocessableEntityError('A task needs a title', { field: 'title' });
  }
  // #endregion titleCheck
  const { body } = await tracker.post<TrackerTask>(
    `/projects/${ctx.params.projectId}/tasks`,
    toTrackerPayload(ctx.body),
    requestOptions(ctx),
  );
  return { path: `/tasks/${body.id}`, fields: toTaskFields(body) };
};
// #endregion create

// #region update
export const updateTask: UpdateItemHandler = async (ctx) => {
  const { body } = await tracker.patch<TrackerTask>(`/tasks/${ctx.params.taskId}`, toTrackerPayload(ctx.body), requestOptions(ctx));
  return { fields: toTaskFields(body), relations: [] };
};
// #endregion update

export const deleteTask: DeleteItemHandler = async (ctx) => {
  await tracker.delete(`/tasks/${ctx.params.taskId}`, requestOptions(ctx));
};
// #endregion write
