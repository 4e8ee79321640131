import React from 'react';
import { THEME_STORAGE_KEY } from '../config/constants';
import { siteConfig, type ColorMode } from '../config/site';
import { useIsomorphicLayoutEffect } from '../lib/useIsomorphicLayoutEffect';
import { onStorageChange, removeStorage, writeStorage } from '../lib/storage';

export interface ColorModeApi {
  mode: ColorMode;
  setMode: (mode: ColorMode) => void;
}

const ColorModeContext = React.createContext<ColorModeApi | null>(null);

const parseMode = (value: string | null | undefined): ColorMode => (value === 'dark' ? 'dark' : 'light');
const readModeFromDocument = () => parseMode(document.documentElement.getAttribute('data-theme'));

/** Light/dark state, persisted under `theme`, synced across tabs and with the OS setting. */
export function ColorModeProvider({ children }: { children: React.ReactNode }) {
  // SSR and the first client render both use the default; the real mode is read before paint, so
  // hydration matches and the toggle's label is right from the first frame the reader sees. In the
  // default mode nothing changes, so hydration is not followed by a re-render of the whole tree.
  const [mode, setModeState] = React.useState<ColorMode>(siteConfig.colorMode.defaultMode);
  useIsomorphicLayoutEffect(() => setModeState(readModeFromDocument()), []);
  // <html data-theme> changes exactly where the mode does (no effect that could write a stale value).
  const apply = React.useCallback((next: ColorMode) => {
    document.documentElement.setAttribute('data-theme', next);
    setModeState(next);
  }, []);

  // Another tab chose a mode; a deletion there is ignored (BEHAVIOUR 4.1).
  React.useEffect(
    () =>
      onStorageChange(THEME_STORAGE_KEY, (value) => {
        if (value !== null) apply(parseMode(value));
      }),
    [apply],
  );

  // The OS scheme changed: follow it and forget the stored choice. Print previews are not a change.
  React.useEffect(() => {
    if (!siteConfig.colorMode.respectPrefersColorScheme || !window.matchMedia) return undefined;
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const onChange = (event: MediaQueryListEvent) => {
      if (window.matchMedia('print').matches) return;
      removeStorage(THEME_STORAGE_KEY);
      apply(event.matches ? 'dark' : 'light');
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [apply]);

  const api = React.useMemo<ColorModeApi>(
    () => ({
      mode,
      setMode: (next) => {
        apply(next);
        writeStorage(THEME_STORAGE_KEY, next);
      },
    }),
    [mode, apply],
  );
  return <ColorModeContext.Provider value={api}>{children}</ColorModeContext.Provider>;
}

/** The current colour mode and its setter. */
export function useColorMode(): ColorModeApi {
  const api = React.useContext(ColorModeContext);
  if (!api) throw new Error('useColorMode() needs <ColorModeProvider> above it');
  return api;
}
