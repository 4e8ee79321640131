import React from 'react';
import { THEME_STORAGE_KEY } from '../config/constants';
import { siteConfig, type ColorMode } from '../config/site';
import { useIsomorphicLayoutEffect } from '../lib/useIsomorphicLayoutEffect';
import { onStorageChange, removeStorage, writeStorage } from '../lib/storage';

export interface ColorModeApi {
  mode: ColorMode;
  /** False until the mode the pre-hydration script chose has been read back. */
  ready: boolean;
  setMode: (mode: ColorMode) => void;
}

const ColorModeContext = React.createContext<ColorModeApi | null>(null);

const parseMode = (value: string | null | undefined): ColorMode => (value === 'dark' ? 'dark' : 'light');
const readModeFromDocument = () => parseMode(document.documentElement.getAttribute('data-theme'));

/** Light/dark state, persisted under `theme`, synced across tabs and with the OS setting. */
export function ColorModeProvider({ children }: { children: React.ReactNode }) {
  // SSR and the first client render both use the default; the real mode is read before paint, so
  // hydration matches and the toggle's label is right from the first frame the reader sees.
  const [mode, setModeState] = React.useState<ColorMode | null>(null);
  useIsomorphicLayoutEffect(() => setModeState(readModeFromDocument()), []);
  React.useEffect(() => {
    if (mode) document.documentElement.setAttribute('data-theme', mode);
  }, [mode]);

  // Another tab chose a mode; a deletion there is ignored (BEHAVIOUR 4.1).
  React.useEffect(
    () =>
      onStorageChange(THEME_STORAGE_KEY, (value) => {
        if (value !== null) setModeState(parseMode(value));
      }),
    [],
  );

  // The OS scheme changed: follow it and forget the stored choice. Print previews are not a change.
  React.useEffect(() => {
    if (!siteConfig.colorMode.respectPrefersColorScheme || !window.matchMedia) return undefined;
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const onChange = (event: MediaQueryListEvent) => {
      if (window.matchMedia('print').matches) return;
      removeStorage(THEME_STORAGE_KEY);
      setModeState(event.matches ? 'dark' : 'light');
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const api = React.useMemo<ColorModeApi>(
    () => ({
      mode: mode ?? siteConfig.colorMode.defaultMode,
      ready: mode !== null,
      setMode: (next) => {
        setModeState(next);
        writeStorage(THEME_STORAGE_KEY, next);
      },
    }),
    [mode],
  );
  return <ColorModeContext.Provider value={api}>{children}</ColorModeContext.Provider>;
}

/** The current colour mode and its setter. */
export function useColorMode(): ColorModeApi {
  const api = React.useContext(ColorModeContext);
  if (!api) throw new Error('useColorMode() needs <ColorModeProvider> above it');
  return api;
}
