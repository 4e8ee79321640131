import path from 'node:path';
import { loadConnectorApi, type ConnectorApi } from './connectorApi';

/** The connector API's OpenAPI document: served as a download from /docs/openapi/, and read by the checks. */
export const CONNECTOR_API_DOCUMENT = path.resolve(__dirname, '../../../static/openapi/connector-api.yaml');
/** The Embed API's: the embed pages' examples are checked against it. */
export const EMBED_API_DOCUMENT = path.resolve(__dirname, '../../../static/openapi/embed-api.yaml');

/** Both APIs, by the name `apiOfPage` gives a page's API. */
export async function loadPageApis(): Promise<Record<'connector' | 'embed', ConnectorApi>> {
  const [connector, embed] = await Promise.all([loadConnectorApi(CONNECTOR_API_DOCUMENT), loadConnectorApi(EMBED_API_DOCUMENT)]);
  return { connector, embed };
}
