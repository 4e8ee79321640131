/**
 * Lets a component turn the browser's Back into "close me" (the mobile drawer, BEHAVIOUR 2.8).
 * The listener is installed in onClientEntry, before the router's own listener mounts, so it can
 * stop the router from seeing the pop; the popped entry is then put back.
 */
let active: { onBack: () => void; url: string; state: unknown } | null = null;

export function installBackInterceptor(): void {
  window.addEventListener('popstate', (event) => {
    if (!active) return;
    const { onBack, url, state } = active;
    active = null;
    event.stopImmediatePropagation();
    window.history.pushState(state, '', url);
    onBack();
  });
}

/** While registered, Back calls `onBack` instead of leaving the page. Returns the unregister function. */
export function interceptBack(onBack: () => void): () => void {
  const entry = { onBack, url: window.location.href, state: window.history.state as unknown };
  active = entry;
  return () => {
    if (active === entry) active = null;
  };
}
