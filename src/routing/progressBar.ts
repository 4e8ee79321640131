import NProgress from 'nprogress';

NProgress.configure({ showSpinner: false });

let timer: number | undefined;

/** Shows the top progress bar if the route change is still going after `delayMs` (fast ones never flash). */
export function startProgressAfter(delayMs: number): void {
  window.clearTimeout(timer);
  timer = window.setTimeout(() => NProgress.start(), delayMs);
}

/** The new page is on screen (or the navigation gave up): finish and hide the bar. */
export function finishProgress(): void {
  window.clearTimeout(timer);
  timer = undefined;
  if (NProgress.isStarted()) NProgress.done();
}
