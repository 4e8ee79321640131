import type { GetItemHandler } from '@syncplatform/connector-sdk';
import { userSchema, workspaceSchema } from '../schemas.js';

/** The root item has no fields; its relations are the graph's entry points. */
export const getRoot: GetItemHandler = async () => ({
  fields: {},
  relations: [
    { name: 'workspaces', label: 'Workspaces', path: '/workspaces', schema: workspaceSchema },
    { name: 'users', label: 'Users', path: '/users', schema: userSchema },
  ],
});
