// #region readWithImports
import { UnprocessableEntityError, type FieldValue } from '@syncplatform/connector-sdk';
import type { TrackerRecord, TrackerTask, TrackerUser } from './tracker.js';

// #region read
export const toNamedFields = (record: TrackerRecord): Record<string, FieldValue> => ({
  name: record.name,
  updatedAt: record.updated_at,
});

export const toUserFields = (user: TrackerUser): Record<string, FieldValue> => ({
  ...toNamedFields(user),
  email: user.email,
});

// #region taskFields
/** Example Tracker task -> graph fields, shared by summaries and items so that they agree. */
export function toTaskFields(task: TrackerTask): Record<string, FieldValue> {
  // #region taskFieldValues
  return {
    title: task.title,
    status: task.state,
    assignee: task.assignee_id ? { path: `/users/${task.assignee_id}` } : null,
    dueDate: task.due_on ? task.due_on.slice(0, 10) : null,
    description: task.description_html,
    updatedAt: task.updated_at,
    url: task.web_url,
  };
  // #endregion taskFieldValues
}
// #endregion taskFields
// #endregion read
// #endregion readWithImports

// #region write
/** Graph fields -> Example Tracker payload. Only fields present in the body are sent. */
export function toTrackerPayload(fields: Record<string, FieldValue>): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  if ('title' in fields) payload.title = fields.title;
  if ('status' in fields) payload.state = fields.status;
  if ('dueDate' in fields) payload.due_on = fields.dueDate;
  if ('description' in fields) payload.description_html = fields.description;
  if ('assignee' in fields) payload.assignee_id = userIdOf(fields.assignee);
  return payload;
}

// #region userIdOf
/** `{ path: '/users/u_7' }` -> `u_7`; `null` clears the assignee; anything else is refused. */
function userIdOf(value: FieldValue | undefined): string | null {
  // #region userPathToId
  if (value === null) return null;
  const path = typeof value === 'object' && value && 'path' in value ? value.path : undefined;
  const userId = typeof path === 'string' ? /^\/users\/([^/]+)$/.exec(path)?.[1] : undefined;
  if (!userId) throw new UnprocessableEntityError('The assignee must be an Example Tracker user', { field: 'assignee' });
  return userId;
  // #endregion userPathToId
}
// #endregion userIdOf
// #endregion write
