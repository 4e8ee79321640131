import path from 'node:path';

/**
 * The second e2e build ("integrations"): the site's code on a few fixture pages, built with an
 * identity provider, an analytics id and an announcement, which only build-time settings can switch
 * on. `npm test` takes it from the first build of the fixture comparison (tests/build), which builds
 * the same pages with the same settings; `npm run build:integrations` builds it alone.
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

/** The fixture folders of its pages, in order (tests/build/fixtures): the skeleton, the MDX features, the pages that warn. */
export const INTEGRATIONS_FIXTURES = ['skeleton', 'features', 'warnings'].map((name) =>
  path.resolve(__dirname, '../../tests/build/fixtures', name),
);

/** Where `npm test` asks the fixture comparison to copy its first build, as the integrations build. */
export const INTEGRATIONS_OUT_ENV = 'INTEGRATIONS_OUT';
