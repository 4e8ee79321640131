import React from 'react';

interface MobileSidebarApi {
  shown: boolean;
  open: () => void;
  close: () => void;
  /** The navbar's menu button, to give focus back to when the drawer closes. */
  toggleRef: React.RefObject<HTMLButtonElement>;
}

const MobileSidebarContext = React.createContext<MobileSidebarApi | null>(null);

/** Open/closed state of the mobile navigation drawer, shared by the navbar button and the drawer. */
export function MobileSidebarProvider({ children }: { children: React.ReactNode }) {
  const [shown, setShown] = React.useState(false);
  const toggleRef = React.useRef<HTMLButtonElement>(null);
  const api = React.useMemo<MobileSidebarApi>(
    () => ({ shown, open: () => setShown(true), close: () => setShown(false), toggleRef }),
    [shown],
  );
  return <MobileSidebarContext.Provider value={api}>{children}</MobileSidebarContext.Provider>;
}

/** The mobile drawer's state. */
export function useMobileSidebar(): MobileSidebarApi {
  const api = React.useContext(MobileSidebarContext);
  if (!api) throw new Error('useMobileSidebar() needs <MobileSidebarProvider> above it');
  return api;
}
