import React from 'react';
import { shortcutLabel } from '../shortcut';

/** 'Search ⌘+K' on a Mac, 'Search Ctrl+K' elsewhere; the platform is only known in the browser. */
export function usePlaceholder(): string {
  const [label, setLabel] = React.useState(() => shortcutLabel(typeof navigator === 'undefined' ? '' : navigator.platform));
  React.useEffect(() => setLabel(shortcutLabel(navigator.platform)), []);
  return `Search ${label}`;
}
