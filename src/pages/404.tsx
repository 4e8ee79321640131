import { Link, type HeadFC, type PageProps } from 'gatsby';
import React from 'react';
import { Seo } from '../components/Seo';
import { mainDocRoute } from '../config/site';
import { landingRoute, versionRoute } from '../routes/versions';
import { useReleasedVersion } from '../versions/useReleasedVersion';
import { useVersionsHaving } from '../versions/useVersionsHaving';
import * as styles from './notFound.module.css';

/**
 * Any unknown path under /docs/ (the server answers 404 with this page). One file serves every
 * path, so the way back into a released version the reader was in, and the versions that do have
 * the page, are added in the browser, after hydration (docs/decisions/2026-11-28-versioned-docs.md).
 */
export default function NotFoundPage({ location }: PageProps) {
  const released = useReleasedVersion(location.pathname);
  const elsewhere = useVersionsHaving(location.pathname);
  return (
    <main className={styles.main}>
      <h1>Page Not Found</h1>
      <p>We could not find what you were looking for.</p>
      {elsewhere.length > 0 && (
        <p>
          This page exists in{' '}
          {elsewhere.map(({ version, route }, index) => (
            <React.Fragment key={version.name}>
              {index > 0 && (index === elsewhere.length - 1 ? ' and ' : ', ')}
              <Link to={route}>{version.status === 'current' ? 'the latest docs' : `the ${version.label} docs`}</Link>
            </React.Fragment>
          ))}
          .
        </p>
      )}
      <p>Please contact the owner of the site that linked you to the original URL and let them know their link is broken.</p>
      {released && (
        <p>
          You were reading the {released.label} docs: go back to <Link to={landingRoute(released)}>the {released.label} home page</Link> or{' '}
          <Link to={versionRoute(released, mainDocRoute)}>the {released.label} Introduction</Link>.
        </p>
      )}
      <p>
        Try the search box at the top of the page (<kbd>Ctrl</kbd> + <kbd>K</kbd>, or <kbd>⌘</kbd> + <kbd>K</kbd> on a Mac), or start again
        from one of these:
      </p>
      <ul>
        <li>
          <Link to="/">Developer Portal home</Link>
        </li>
        <li>
          <Link to="/intro/">Introduction</Link>
        </li>
        <li>
          <Link to="/connectors/build/getStarted/">Build your first connector</Link>
        </li>
      </ul>
    </main>
  );
}

export const Head: HeadFC = () => <Seo title="Page Not Found" description="This page does not exist." noIndex />;
