import { TAB_STORAGE_PREFIX } from '../../config/constants';

/**
 * Inline script rendered as the last child of a grouped <Tabs>: while the page is still being
 * parsed, before its first paint, it shows the tab the reader chose earlier (stored under
 * `docs.tab.<group>`; a `?tabs=group:value` link stores its choice first, in preHydrationScript).
 * Without it the server's default tab showed until hydration, then switched: a flash, and a layout
 * shift under long panels. React reads the same storage when it hydrates, so the two agree. The
 * text is the same for every tab set, so the page's CSP lists one hash for all of them.
 */
export const STORED_TAB_SCRIPT = `(function(){var t=document.currentScript.parentElement,v;
try{v=localStorage.getItem(${JSON.stringify(TAB_STORAGE_PREFIX)}+t.getAttribute('data-group'))}catch(e){}
if(!v)return;var b=t.querySelectorAll(':scope>[role=tablist]>[role=tab]'),p=t.querySelectorAll(':scope>[role=tabpanel]'),i,f=-1;
for(i=0;i<p.length;i++)if(p[i].getAttribute('data-value')===v)f=i;if(f<0)return;
for(i=0;i<p.length;i++){p[i].hidden=i!==f;b[i].setAttribute('aria-selected',String(i===f));b[i].tabIndex=i===f?0:-1}})();`;
