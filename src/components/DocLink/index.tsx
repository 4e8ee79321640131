import { Link, withPrefix } from 'gatsby';
import React from 'react';

type AnchorProps = React.ComponentPropsWithoutRef<'a'>;

const EXTERNAL = /^https?:\/\//i;

/**
 * Links in content. Site pages become Gatsby <Link>s (client-side navigation and prefetching);
 * the remark step already resolved `.mdx` links and gatsby-plugin-mdx added the path prefix, which
 * <Link> adds again, so it is removed here. Web links open in a new tab; anything else is a plain <a>.
 */
export function DocLink({ href = '', children, ...rest }: AnchorProps) {
  const base = withPrefix('/');
  const internal = href.startsWith(base)
    ? href.slice(base.length - 1)
    : base === '/' && href.startsWith('/') && !href.startsWith('//')
      ? href
      : null;
  // A file served as it is (the remark step marks them `download`) is no page for the router.
  if (internal !== null && !href.startsWith('#') && rest.download === undefined) {
    const { ref: _ref, ...linkProps } = rest as AnchorProps & { ref?: unknown };
    return (
      <Link to={internal} {...linkProps}>
        {children}
      </Link>
    );
  }
  if (EXTERNAL.test(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
