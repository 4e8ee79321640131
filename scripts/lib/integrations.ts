/**
 * The second e2e build ("integrations"): the site's code on the build fixtures' skeleton pages,
 * built with an identity provider, an analytics id and an announcement, which only build-time
 * settings can switch on (scripts/build-integrations.ts).
 */
export const IDP_PORT = 9400;
export const IDP_ORIGIN = `http://127.0.0.1:${IDP_PORT}`;
export const CLIENT_ID = 'developer-portal-e2e';
export const GA_ID = 'G-E2ETEST001';
export const ANNOUNCEMENT = {
  id: 'sdk-3-2',
  content: 'Connector SDK 3.2 is out: <a href="/docs/connectors/SDK/getStarted/">read what changed</a>.',
  html: true,
  backgroundColor: '#1d4ed8',
  textColor: '#ffffff',
  isCloseable: true,
};

export const INTEGRATIONS_BUILD_ENV: Record<string, string> = {
  GATSBY_AUTH0_DOMAIN: IDP_ORIGIN,
  GATSBY_AUTH0_CLIENT_ID: CLIENT_ID,
  GATSBY_GA_TRACKING_ID: GA_ID,
  GATSBY_ANNOUNCEMENT: JSON.stringify(ANNOUNCEMENT),
};

export const INTEGRATIONS_DIR = '.e2e/integrations/public';
