import { Integration } from '@syncplatform/connector-sdk';
import { getCredentialAccount } from './handlers/me.js';
import { getProject, listProjects } from './handlers/projects.js';
import { getRoot } from './handlers/root.js';
import { createTask, deleteTask, getTask, listTasks, updateTask } from './handlers/tasks.js';
import { getUser, listUsers } from './handlers/users.js';
import { getWorkspace, listWorkspaces } from './handlers/workspaces.js';

const integration = new Integration();

// #region graph
// #region registerTasks
// #region entryPoints
integration
  .addHandler('/', { getItem: getRoot })
  .addHandler('/me', { getCredentialAccount })
  // #endregion entryPoints
  .addHandler('/workspaces', { getCollection: listWorkspaces })
  .addHandler('/workspaces/:workspaceId', { getItem: getWorkspace })
  .addHandler('/workspaces/:workspaceId/projects', { getCollection: listProjects })
  .addHandler('/projects/:projectId', { getItem: getProject })
  .addHandler('/projects/:projectId/tasks', { getCollection: listTasks, createItem: createTask })
  .addHandler('/tasks/:taskId', { getItem: getTask, updateItem: updateTask, deleteItem: deleteTask })
  // #endregion registerTasks
  .addHandler('/users', { getCollection: listUsers })
  .addHandler('/users/:userId', { getItem: getUser });
// #endregion graph

// #region lifecycle
process.on('SIGTERM', () => {
  void integration.stop();
});

await integration.start();
// #endregion lifecycle
