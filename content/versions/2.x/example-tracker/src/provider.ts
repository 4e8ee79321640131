// #region client
import { Provider, type BaseContext } from '@syncplatform/connector-sdk';
import { TRACKER_API_URL } from './tracker.js';

/** One client for every end user: credentials arrive with each call, never stored here. */
export const tracker = new Provider({
  // #region prepareRequest
  prepareRequest: ({ credentials }) => ({
    url: TRACKER_API_URL,
    // #region authHeader
    headers: {
      // OAuth2 connections carry an access token, API-key connections a key; both are bearer tokens.
      Authorization: `Bearer ${credentials.accessToken ?? credentials.apiKey}`,
    },
    // #endregion authHeader
  }),
  // #endregion prepareRequest
});
// #endregion client

// #region requestOptions
type RequestContext = Pick<BaseContext, 'credentials' | 'logger' | 'signal'>;

/** Options for one provider call, taken from the current handler's context. */
export function requestOptions(ctx: RequestContext, queryParams?: Record<string, string>) {
  return { credentials: ctx.credentials, logger: ctx.logger, signal: ctx.signal, queryParams };
}
// #endregion requestOptions
