import { Link } from 'gatsby';
import { currentVersion, siteConfig } from '../../config/site';
import { RELEASED_WORDING } from '../pageVersion';
import { storePreferredVersion } from '../preference';
import { usePageVersion } from '../VersionContext';
import * as styles from './styles.module.css';

/** Above every page of a released version: which version this is, and the same page in current. */
export function VersionBanner() {
  const { version, counterparts, absentIn } = usePageVersion();
  if (version.status === 'current') return null;
  const latest = counterparts[currentVersion.name];
  // A page current no longer has: its main doc, said as such.
  const samePage = !absentIn.includes(currentVersion.name);
  return (
    <div className={styles.banner} role="note" data-version-status={version.status}>
      <p>
        This is documentation for {siteConfig.title} <b>{version.label}</b>, {RELEASED_WORDING[version.status]}.
      </p>
      {latest && (
        <p>
          For up-to-date documentation, see{' '}
          <Link to={latest} onClick={() => storePreferredVersion(currentVersion.name)}>
            {samePage ? 'this page' : 'the documentation'} in the latest version ({currentVersion.label})
          </Link>
          .
        </p>
      )}
    </div>
  );
}
