import type { GetCredentialAccountHandler } from '@syncplatform/connector-sdk';
import { tracker, requestOptions } from '../provider.js';
import type { TrackerMe } from '../tracker.js';

export const getCredentialAccount: GetCredentialAccountHandler = async (ctx) => {
  // #region answer
  const { body } = await tracker.get<TrackerMe>('/me', requestOptions(ctx));
  return {
    id: body.id,
    displayName: body.name,
    emails: body.email ? [body.email] : [],
    // Example Tracker rate-limits and isolates data per organization: that is the partition.
    partition: body.organization_id,
  };
  // #endregion answer
};
