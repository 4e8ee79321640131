/**
 * The one site configuration, read by gatsby-config (build) and by components (browser).
 * Values that differ per deployment come from `GATSBY_`-prefixed environment variables, the only
 * ones Gatsby passes to browser code. Each is read as a literal `process.env.GATSBY_X` because
 * webpack inlines only that exact form.
 */

import type { FasterSetting } from '../node/faster/parts';
import { currentOf, type DocsVersion } from '../routes/versions';

export type ColorMode = 'light' | 'dark';

export interface FooterLink {
  label: string;
  /** A site route (`/intro/`, prefixed at render) or an absolute URL. */
  to: string;
}

export interface FooterGroup {
  title: string;
  items: FooterLink[];
}

export interface AnnouncementConfig {
  id: string;
  /** Plain text, or HTML when `html` is true (authored here, never user input). */
  content: string;
  html?: boolean;
  backgroundColor: string;
  textColor: string;
  isCloseable: boolean;
}

export interface SiteConfig {
  /** How the site is built: `faster` switches the speed layer (src/node/faster/parts.ts); `FASTER=0` overrides it. */
  build: { faster: FasterSetting };
  title: string;
  tagline: string;
  /** Origin the site is deployed on, used for canonical and Open Graph URLs. */
  url: string;
  /** Gatsby pathPrefix form: no trailing slash. The base path readers see is `${pathPrefix}/`. */
  pathPrefix: string;
  basePath: string;
  favicon: string;
  noIndex: boolean;
  trailingSlash: 'always';
  /** The one locale: the `<html>` element's `lang` and `dir`. */
  i18n: { direction: 'ltr'; htmlLang: 'en' };
  docs: {
    /**
     * Every docs version, newest first: `current` at the site's routes, each released one frozen under
     * `content/versions/<name>/` and served at `/docs/<path>/…`. `npm run docs:version -- <name>` cuts
     * one; deleting its folder and its entry removes it (then fix the links into it that the link
     * check names). The version menu lists them in this order.
     */
    versions: readonly DocsVersion[];
    /** The page the navbar's "Documentation" link, the landing page and the footer lead to. */
    mainDoc: string;
    /** "Edit this page" goes to this URL plus the page's source path (`content/docs/…mdx`); null hides it. */
    editUrl: string | null;
    /** "Last updated on …" under each page, from the git history of its source file. */
    showLastUpdateTime: boolean;
  };
  tableOfContents: { minHeadingLevel: number; maxHeadingLevel: number };
  colorMode: { defaultMode: ColorMode; disableSwitch: boolean; respectPrefersColorScheme: boolean };
  announcementBar: AnnouncementConfig | null;
  footer: { groups: FooterGroup[]; copyright: string };
  /** `domain` may carry a scheme (`http://127.0.0.1:9400` for the local provider); https is assumed otherwise. */
  identityProvider: { domain: string; clientId: string; authorizeTimeoutInSeconds: number };
  analytics: { trackingId: string; respectDNT: boolean };
  search: { assetUrl: string };
}

const pathPrefix = '/docs';

/**
 * An announcement set per deployment: `GATSBY_ANNOUNCEMENT='{"id":"cli-v3","content":"…"}'`.
 * Unset means no bar; invalid JSON, or no `id` or `content` string, stops the build.
 */
export function parseAnnouncement(raw: string | undefined): AnnouncementConfig | null {
  if (!raw) return null;
  let value: Partial<AnnouncementConfig>;
  try {
    value = JSON.parse(raw) as Partial<AnnouncementConfig>;
  } catch {
    throw new Error(`GATSBY_ANNOUNCEMENT is not valid JSON: ${raw}`);
  }
  if (typeof value.id !== 'string' || typeof value.content !== 'string') {
    throw new Error('GATSBY_ANNOUNCEMENT needs "id" and "content" strings');
  }
  return {
    id: value.id,
    content: value.content,
    html: value.html === true,
    backgroundColor: value.backgroundColor ?? '#1d4ed8',
    textColor: value.textColor ?? '#ffffff',
    isCloseable: value.isCloseable ?? true,
  };
}

const mainDoc = 'intro';
const DEFAULT_EDIT_URL = 'https://git.syncplatform.example/developer-portal/edit/main/';

/** `GATSBY_EDIT_URL`: unset means the project's repository, empty means no link; always ends in `/`. */
export function parseEditUrl(raw: string | undefined): string | null {
  if (raw === undefined) return DEFAULT_EDIT_URL;
  const url = raw.trim();
  if (!url) return null;
  return url.endsWith('/') ? url : `${url}/`;
}

export const siteConfig: SiteConfig = {
  build: { faster: true },
  title: 'Developer Portal',
  tagline: 'Work at the speed of sync',
  url: (process.env.GATSBY_SITE_URL || 'https://www.syncplatform.example').replace(/\/$/, ''),
  pathPrefix,
  basePath: `${pathPrefix}/`,
  favicon: '/img/favicon.svg',
  noIndex: process.env.GATSBY_NO_INDEX === 'true',
  trailingSlash: 'always',
  i18n: { direction: 'ltr', htmlLang: 'en' },
  docs: {
    versions: [
      { name: 'current', label: 'Next', path: '', status: 'current' },
      { name: '2.x', label: '2.x', path: '2.x', status: 'maintained' },
      { name: '1.x', label: '1.x', path: '1.x', status: 'unmaintained' },
    ],
    mainDoc,
    // GATSBY_EDIT_URL="" hides the link (a fork, a mirror without a public repository).
    editUrl: parseEditUrl(process.env.GATSBY_EDIT_URL),
    showLastUpdateTime: true,
  },
  tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true },
  announcementBar: parseAnnouncement(process.env.GATSBY_ANNOUNCEMENT),
  footer: {
    groups: [
      {
        title: 'Product',
        items: [
          { label: 'Documentation', to: `/${mainDoc}/` },
          { label: 'Build a connector', to: '/connectors/build/getStarted/' },
          { label: 'API specification', to: '/category/api-specification/' },
          { label: 'Embeds', to: '/embeds/getStarted/' },
        ],
      },
      {
        title: 'Community',
        items: [
          { label: 'Developer forum', to: 'https://community.syncplatform.example/' },
          { label: 'Changelog', to: 'https://www.syncplatform.example/changelog/' },
          { label: 'Platform status', to: 'https://status.syncplatform.example/' },
        ],
      },
      {
        title: 'Company',
        items: [
          { label: 'About', to: 'https://www.syncplatform.example/about/' },
          { label: 'Blog', to: 'https://www.syncplatform.example/blog/' },
          { label: 'Privacy', to: 'https://www.syncplatform.example/legal/privacy/' },
        ],
      },
    ],
    copyright: 'Copyright © 2025',
  },
  identityProvider: {
    domain: process.env.GATSBY_AUTH0_DOMAIN || '',
    clientId: process.env.GATSBY_AUTH0_CLIENT_ID || '',
    // An unreachable provider must not keep the silent check waiting the SDK's default minute.
    authorizeTimeoutInSeconds: 10,
  },
  analytics: { trackingId: process.env.GATSBY_GA_TRACKING_ID || '', respectDNT: true },
  search: { assetUrl: process.env.GATSBY_SEARCH_ASSET_URL || '' },
};

/** The main doc's route (`/intro/`): where "Documentation" and the landing page lead. */
export const mainDocRoute = `/${siteConfig.docs.mainDoc}/`;

/** The docs being written: the version at the site's own routes. */
export const currentVersion = currentOf(siteConfig.docs.versions);
