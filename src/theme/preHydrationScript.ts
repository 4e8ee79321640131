import { ANNOUNCEMENT_DISMISS_KEY, ANNOUNCEMENT_ID_KEY, TAB_STORAGE_PREFIX, THEME_STORAGE_KEY } from '../config/constants';
import { siteConfig } from '../config/site';

/**
 * Runs before the body renders: sets `<html data-theme>` (stored choice → system preference when
 * enabled → default) and whether the announcement bar starts dismissed, so the first paint is
 * already right (no flash, no layout shift). A shared link's `?tabs=group:value[,group:value]` is
 * stored as the reader's tab choice before any tab set is parsed (Tabs' storedTabScript shows it).
 * Kept tiny and dependency-free; its hash is in the CSP. Stylesheets read a missing data-theme as
 * "no script ran" (the tabs then show every panel).
 */
export function preHydrationScript(): string {
  const { defaultMode, respectPrefersColorScheme } = siteConfig.colorMode;
  const announcementId = siteConfig.announcementBar?.id ?? '';
  return `(function(){var d=document.documentElement;function g(k){try{return localStorage.getItem(k)}catch(e){return null}}
var t=g(${JSON.stringify(THEME_STORAGE_KEY)});if(t!=='light'&&t!=='dark'){t=${JSON.stringify(defaultMode)};
if(${respectPrefersColorScheme}&&window.matchMedia){if(matchMedia('(prefers-color-scheme: dark)').matches)t='dark';else if(matchMedia('(prefers-color-scheme: light)').matches)t='light';}}
d.setAttribute('data-theme',t);
var i=g(${JSON.stringify(ANNOUNCEMENT_ID_KEY)});if(i==='annoucement-bar')i='announcement-bar';
d.setAttribute('data-announcement-dismissed',String(i===${JSON.stringify(announcementId)}&&g(${JSON.stringify(ANNOUNCEMENT_DISMISS_KEY)})==='true'));
var q=/[?&]tabs=([^&#]*)/.exec(location.search);if(q)try{decodeURIComponent(q[1]).split(',').forEach(function(p){var c=p.indexOf(':');
if(c>0)localStorage.setItem(${JSON.stringify(TAB_STORAGE_PREFIX)}+p.slice(0,c),p.slice(c+1))})}catch(e){}})();`;
}
