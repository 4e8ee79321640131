import React from 'react';
import { siteConfig } from '../config/site';
import { adminUrl } from './adminUrls';

export interface SessionUser {
  name?: string;
  picture?: string;
}

export type Session = { status: 'loading' | 'signedOut' } | { status: 'signedIn'; user: SessionUser; logout: () => void };

/** Reported by the identity-provider bridge (src/auth/Auth0Bridge.tsx) when it knows the answer. */
export type SessionListener = (session: Session) => void;

export const AUTH_ERROR_PREFIX = 'Error during authentication:';

const SessionContext = React.createContext<Session>({ status: 'signedOut' });

const configured = Boolean(siteConfig.identityProvider.domain && siteConfig.identityProvider.clientId);

/**
 * Who is signed in. The identity provider's SDK is not part of the page bundle: it loads once the
 * page is idle, and only when a domain and client id are configured; until it answers (and
 * whenever it fails) the visitor is shown as signed out.
 */
export function SessionProvider({ children }: { children: React.ReactNode }) {
  const [session, setSession] = React.useState<Session>({ status: configured ? 'loading' : 'signedOut' });
  const [Bridge, setBridge] = React.useState<React.ComponentType<{ onSession: SessionListener }> | null>(null);
  React.useEffect(() => {
    if (!configured) return undefined;
    let cancelled = false;
    const load = () =>
      import('./Auth0Bridge').then(
        (module) => !cancelled && setBridge(() => module.Auth0Bridge),
        (error: Error) => {
          console.error(AUTH_ERROR_PREFIX, error.message);
          if (!cancelled) setSession({ status: 'signedOut' });
        },
      );
    const idle = window.requestIdleCallback?.(() => void load(), { timeout: 3000 });
    const timer = idle === undefined ? window.setTimeout(() => void load(), 1) : undefined;
    return () => {
      cancelled = true;
      if (idle !== undefined) window.cancelIdleCallback(idle);
      window.clearTimeout(timer);
    };
  }, []);

  return (
    <SessionContext.Provider value={session}>
      {children}
      {Bridge && <Bridge onSession={setSession} />}
    </SessionContext.Provider>
  );
}

/** `{ status: 'loading' | 'signedIn' | 'signedOut', user? }` for the current visitor. */
export function useSession(): Session {
  return React.useContext(SessionContext);
}

/**
 * A function giving the admin app's URL for a path, right for the host the site runs on. Only the
 * browser knows the host; the state is local so the update re-renders just the links.
 */
export function useAdminUrl(): (path: string) => string {
  const [hostname, setHostname] = React.useState<string | null>(null);
  React.useEffect(() => setHostname(window.location.hostname), []);
  return React.useCallback((path: string) => adminUrl(path, hostname), [hostname]);
}
