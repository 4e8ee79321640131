import type { AnnouncementConfig } from '../../config/site';
import { useAnnouncement } from './useAnnouncement';
import * as styles from './styles.module.css';

/** Dismissible strip above the navbar; shows again when its `id` changes. Renders nothing when unset. */
export function AnnouncementBar({ config }: { config: AnnouncementConfig | null }) {
  if (!config) return null;
  return <ActiveAnnouncementBar config={config} />;
}

function ActiveAnnouncementBar({ config }: { config: AnnouncementConfig }) {
  const { dismissed, dismiss } = useAnnouncement(config.id);
  if (dismissed) return null;
  return (
    <div
      className={styles.bar}
      role="region"
      aria-label="Announcement"
      style={{ backgroundColor: config.backgroundColor, color: config.textColor }}
    >
      {config.html ? (
        // Authored in src/config/site.ts by the site's own team, never user input.
        <p className={styles.content} dangerouslySetInnerHTML={{ __html: config.content }} />
      ) : (
        <p className={styles.content}>{config.content}</p>
      )}
      {config.isCloseable && (
        <button type="button" className={styles.closeButton} onClick={dismiss} aria-label="Close announcement">
          <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
            <path stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" d="M6 6l12 12M18 6 6 18" />
          </svg>
        </button>
      )}
    </div>
  );
}
