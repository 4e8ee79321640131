import React from 'react';
import { ANNOUNCEMENT_DISMISS_KEY, ANNOUNCEMENT_ID_KEY } from '../../config/constants';
import { readStorage, writeStorage } from '../../lib/storage';
import { useIsomorphicLayoutEffect } from '../../lib/useIsomorphicLayoutEffect';

/** Legacy misspelling of the default id, still honoured (BEHAVIOUR 2.9). */
const normaliseId = (id: string | null) => (id === 'annoucement-bar' ? 'announcement-bar' : id);

/** Dismissal of the announcement with `id`; a new id shows the bar again. */
export function useAnnouncement(id: string): { dismissed: boolean; dismiss: () => void } {
  // Matches the server render; the real state is read before paint (the pre-hydration script has
  // already hidden a dismissed bar with CSS, so nothing jumps).
  const [dismissed, setDismissed] = React.useState(false);
  useIsomorphicLayoutEffect(() => {
    const seenId = normaliseId(readStorage(ANNOUNCEMENT_ID_KEY));
    writeStorage(ANNOUNCEMENT_ID_KEY, id);
    if (seenId !== id) {
      writeStorage(ANNOUNCEMENT_DISMISS_KEY, 'false');
      setDismissed(false);
    } else {
      setDismissed(readStorage(ANNOUNCEMENT_DISMISS_KEY) === 'true');
    }
    document.documentElement.setAttribute('data-announcement-dismissed', 'false');
  }, [id]);
  const dismiss = React.useCallback(() => {
    writeStorage(ANNOUNCEMENT_DISMISS_KEY, 'true');
    setDismissed(true);
  }, []);
  return { dismissed, dismiss };
}
