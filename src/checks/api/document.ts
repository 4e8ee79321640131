import path from 'node:path';

/** The connector API's OpenAPI document: served as a download from /docs/openapi/, and read by the checks. */
export const CONNECTOR_API_DOCUMENT = path.resolve(__dirname, '../../../static/openapi/connector-api.yaml');
