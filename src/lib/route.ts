import { withPrefix } from 'gatsby';

/** `/docs/intro/` → `/intro/`: the route Gatsby and the sidebar know, from a browser pathname. */
export function routeFromPathname(pathname: string): string {
  const base = withPrefix('/');
  if (base !== '/' && (pathname === base.slice(0, -1) || pathname.startsWith(base))) {
    return `/${pathname.slice(base.length)}`;
  }
  return pathname || '/';
}
