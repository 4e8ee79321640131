// Test double for the parts of `gatsby` that components use (the real module needs Gatsby's runtime).
import React from 'react';

export const PATH_PREFIX = '/docs';

export const withPrefix = (path: string) => `${PATH_PREFIX}${path.startsWith('/') ? path : `/${path}`}`;

export const Link = React.forwardRef<HTMLAnchorElement, React.ComponentPropsWithoutRef<'a'> & { to: string }>(
  // Children arrive in `rest`, as with Gatsby's own Link.
  // eslint-disable-next-line jsx-a11y/anchor-has-content
  ({ to, ...rest }, ref) => <a ref={ref} href={withPrefix(to)} data-gatsby-link="true" {...rest} />,
);
Link.displayName = 'Link';

export const navigate = () => Promise.resolve();
export const graphql = () => '';
export const useStaticQuery = () => {
  throw new Error('useStaticQuery is not available in unit tests; test the component that receives the data instead');
};
