import React from 'react';
import * as styles from './styles.module.css';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .map((word) => word[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase() || '?';

/** The user's picture, or their initials when there is none or it fails to load. */
export function Avatar({ picture, name, label }: { picture?: string; name?: string; label: string }) {
  // The picture that failed, not a flag: a new picture gets its chance without an effect resetting one.
  const [failedPicture, setFailedPicture] = React.useState<string>();
  if (!picture || failedPicture === picture) {
    return (
      <span className={styles.avatar} data-fallback="true" role="img" aria-label={label}>
        <span aria-hidden="true">{initialsOf(name ?? '')}</span>
      </span>
    );
  }
  return (
    <img
      className={styles.avatar}
      src={picture}
      alt={label}
      width="32"
      height="32"
      referrerPolicy="no-referrer"
      onError={() => setFailedPicture(picture)}
    />
  );
}
