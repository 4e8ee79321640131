/** The shortcut label for this platform: ⌘+K on a Mac, Ctrl+K elsewhere (iPad and iPhone included). */
export function shortcutLabel(platform: string): string {
  return platform.startsWith('Mac') ? '⌘+K' : 'Ctrl+K';
}

/** Ctrl+K or Cmd+K, lowercase k only (Shift or Caps Lock defeat it, as in the original). */
export function isSearchShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey'>): boolean {
  return (event.ctrlKey || event.metaKey) && event.key === 'k';
}
