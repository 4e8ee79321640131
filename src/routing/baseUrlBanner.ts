/** The flag the app sets when its bundle runs; the banner script looks for it. */
export const APP_STARTED_FLAG = '__developerPortalStarted';

/**
 * Inline head script (so it works when no bundle loads): after `load`, if the app never started or
 * the page is served outside the base path, it puts a red banner at the top of the body explaining
 * the base path. The suggestion is worked out from the canonical URL, the page's own route.
 * `basePath` is the one the pages are served under: `withPrefix('/')`, which is `/` under
 * `gatsby develop` (it ignores pathPrefix) and `/docs/` in a production build.
 */
export function baseUrlBannerScript(basePath: string): string {
  const base = JSON.stringify(basePath);
  const flag = JSON.stringify(APP_STARTED_FLAG);
  return `(function(){window.addEventListener('load',function(){var b=${base},p=location.pathname;
if(window[${flag}]&&p.indexOf(b)===0)return;if(document.getElementById('dp-base-url-issue-banner'))return;
var s='/',c=document.querySelector('link[rel=canonical]');if(c){var r=new URL(c.href).pathname.slice(b.length-1);if(p.slice(-r.length)===r)s=p.slice(0,p.length-r.length+1);}
function e(t,x,y){var n=document.createElement(t);if(x)n.setAttribute('style',x);if(y)n.textContent=y;return n}
var w=e('div','border:thick solid red;background:#ffe6b3;color:#1c1e21;margin:20px;padding:20px;font-size:20px;font-family:system-ui,sans-serif');
w.id='dp-base-url-issue-banner';w.setAttribute('role','alert');
w.appendChild(e('p','font-weight:bold;font-size:30px;margin:0 0 12px','This site did not load properly.'));
w.appendChild(e('p','margin:0 0 12px','A very common reason is a wrong base path: the site was built to be served under '+b+' (pathPrefix in src/config/site.ts), but this page is served from '+p+'.'));
var q=e('p','margin:0 0 12px','Current configured base path = ');q.appendChild(e('strong','color:#b4232c',b));w.appendChild(q);
var g=e('p','margin:0','Serve the contents of public/ under '+b+', or set pathPrefix to the path you serve from and rebuild. We suggest trying base path = ');g.appendChild(e('strong','color:#116329',s));w.appendChild(g);
document.body.insertBefore(w,document.body.firstChild);});})();`;
}
