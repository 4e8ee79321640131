/** Numbers and keys from docs/spec/SPEC.md §9 and docs/spec/BEHAVIOUR.md, named once. */

/** Desktop layout when `innerWidth > 996`; CSS writes it as 997px / 996px. */
export const DESKTOP_BREAKPOINT_PX = 996;
export const NAVBAR_HEIGHT_PX = 64;
/** A route change that takes longer than this shows the progress bar. */
export const PROGRESS_DELAY_MS = 200;
/** The lazy-loading spinner waits this long so fast loads never flash it. */
export const SPINNER_DELAY_MS = 200;
export const SEARCH_MAX_HITS = 5;
export const LOCAL_ADMIN_ORIGIN = 'http://localhost:9501';

export const THEME_STORAGE_KEY = 'theme';
export const ANNOUNCEMENT_DISMISS_KEY = 'docusaurus.announcement.dismiss';
export const ANNOUNCEMENT_ID_KEY = 'docusaurus.announcement.id';
export const VERSION_STORAGE_KEY = 'docs-preferred-version-default';
export const TAB_STORAGE_PREFIX = 'docs.tab.';
