import { Auth0Provider, useAuth0 } from '@auth0/auth0-react';
import React from 'react';
import { siteConfig } from '../config/site';
import { AUTH_ERROR_PREFIX, type SessionListener } from './session';

/**
 * Mounts the identity provider's SDK (loaded lazily by SessionProvider). The session is cached in
 * localStorage, like the admin app's, so a login there is seen here.
 */
export function Auth0Bridge({ onSession }: { onSession: SessionListener }) {
  const { domain, clientId, authorizeTimeoutInSeconds } = siteConfig.identityProvider;
  return (
    <Auth0Provider
      domain={domain}
      clientId={clientId}
      cacheLocation="localstorage"
      authorizeTimeoutInSeconds={authorizeTimeoutInSeconds}
      // Login happens in the admin app; a docs URL never carries a login callback.
      skipRedirectCallback
      authorizationParams={{ redirect_uri: window.location.origin }}
    >
      <SessionReporter onSession={onSession} />
    </Auth0Provider>
  );
}

/**
 * Once per page load: after the provider's silent session check, a silent token fetch. Either
 * failing logs `Error during authentication: <message>` and leaves the visitor signed out; no
 * login redirect ever happens here.
 */
function SessionReporter({ onSession }: { onSession: SessionListener }) {
  const { isLoading, isAuthenticated, user, error, getAccessTokenSilently, logout } = useAuth0();
  const [token, setToken] = React.useState<'pending' | 'ok' | 'failed'>('pending');
  const started = React.useRef(false);

  React.useEffect(() => {
    if (isLoading || started.current) return;
    started.current = true;
    if (error) console.error(AUTH_ERROR_PREFIX, error.message);
    getAccessTokenSilently().then(
      () => setToken('ok'),
      (reason: unknown) => {
        console.error(AUTH_ERROR_PREFIX, reason instanceof Error ? reason.message : String(reason));
        setToken('failed');
      },
    );
  }, [isLoading, error, getAccessTokenSilently]);

  React.useEffect(() => {
    if (token === 'pending') return;
    if (token === 'ok' && isAuthenticated && user) {
      onSession({
        status: 'signedIn',
        user: { name: user.name, picture: user.picture },
        logout: () => void logout({ logoutParams: { returnTo: window.location.origin } }),
      });
    } else {
      onSession({ status: 'signedOut' });
    }
  }, [token, isAuthenticated, user, logout, onSession]);

  return null;
}
