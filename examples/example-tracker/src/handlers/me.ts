import type { GetCredentialAccountHandler } from '@syncplatform/connector-sdk';
import { tracker, requestOptions } from '../provider.js';
import type { TrackerMe } from '../tracker.js';

export const getCredentialAccount: GetCredentialAccountHandler = async (ctx) => {
  // #region answer
  // #region meRequest
  const { body } = await tracker.get<TrackerMe>('/me', requestOptions(ctx));
  // #endregion meRequest
  return {
    id: body.id,
    displayName: body.name,
    emails: body.email ? [body.email] : [],
    // #region partition
    // Example Tracker rate-limits and isolates data per organization: that is the partition.
    partition: body.organization_id,
    // #endregion partition
  };
  // #endregion answer
};
