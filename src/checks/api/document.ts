import path from 'node:path';
import { currentVersion } from '../../config/site';
import { versionSources } from '../../versions/sources';
import { loadConnectorApi, type ConnectorApi } from './connectorApi';

/** Both APIs of a docs version (current's by default), by the name `apiOfPage` gives a page's API: its pages' examples are checked against them. */
export async function loadPageApis(
  openapiDir: string = versionSources(currentVersion).openapiDir,
): Promise<Record<'connector' | 'embed', ConnectorApi>> {
  const [connector, embed] = await Promise.all([
    loadConnectorApi(path.join(openapiDir, 'connector-api.yaml')),
    loadConnectorApi(path.join(openapiDir, 'embed-api.yaml')),
  ]);
  return { connector, embed };
}
