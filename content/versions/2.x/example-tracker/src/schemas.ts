// #region sharedWithImports
import type { FieldSchema, RelationSchema } from '@syncplatform/connector-sdk';

// #region shared
// #region nameField
export const nameField: FieldSchema = { name: 'name', label: 'Name', type: 'string', semantic: 'displayName', readOnly: true };
// #endregion nameField
export const updatedAtField: FieldSchema = {
  name: 'updatedAt',
  label: 'Updated',
  type: 'datetime',
  semantic: 'updatedAt',
  readOnly: true,
};

export const workspaceSchema: RelationSchema = { label: 'Workspace', fields: [nameField, updatedAtField] };
export const projectSchema: RelationSchema = { label: 'Project', fields: [nameField, updatedAtField] };

// #region user
export const userSchema: RelationSchema = {
  label: 'User',
  fields: [nameField, { name: 'email', label: 'Email', type: 'email', semantic: 'user.email', readOnly: true }, updatedAtField],
};
// #endregion user
// #endregion shared
// #endregion sharedWithImports

// #region task
// #region status
/** Example Tracker's task `state`, with the same values: a `value` stays stable, a `label` may change. */
export const statusField: FieldSchema = {
  name: 'status',
  label: 'Status',
  // #region statusEnum
  type: 'enum',
  semantic: 'status',
  nullable: false,
  filterable: true,
  options: [
    { value: 'todo', label: 'To do' },
    { value: 'in_progress', label: 'In progress' },
    { value: 'done', label: 'Done' },
  ],
  // #endregion statusEnum
};
// #endregion status

export const taskSchema: RelationSchema = {
  label: 'Task',
  fields: [
    { name: 'title', label: 'Title', type: 'string', semantic: 'displayName', required: true },
    statusField,
    { name: 'assignee', label: 'Assignee', type: 'reference', semantic: 'assignee', reference: { path: '/users', label: 'User' } },
    { name: 'dueDate', label: 'Due date', type: 'date', semantic: 'dueDate' },
    { name: 'description', label: 'Description', type: 'html', semantic: 'description' },
    updatedAtField,
    { name: 'url', label: 'Open in Example Tracker', type: 'url', semantic: 'providerUrl', readOnly: true },
  ],
};
// #endregion task
