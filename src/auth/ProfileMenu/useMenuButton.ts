import React from 'react';

/**
 * Keyboard and pointer behaviour of a WAI-ARIA menu button: Enter, Space or ↓ open the menu on its
 * first item, ↑ on its last; ↑/↓/Home/End move; Escape closes and returns focus; Tab, a click or
 * focus outside close it.
 */
export function useMenuButton(itemCount: number) {
  const [open, setOpen] = React.useState(false);
  const [focusIndex, setFocusIndex] = React.useState(0);
  const containerRef = React.useRef<HTMLDivElement>(null);
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  const items = React.useRef<Array<HTMLElement | null>>([]);
  const id = React.useId();

  React.useEffect(() => {
    if (open) items.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  React.useEffect(() => {
    if (!open) return undefined;
    const closeIfOutside = (event: Event) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeIfOutside);
    document.addEventListener('touchstart', closeIfOutside);
    document.addEventListener('focusin', closeIfOutside);
    return () => {
      document.removeEventListener('mousedown', closeIfOutside);
      document.removeEventListener('touchstart', closeIfOutside);
      document.removeEventListener('focusin', closeIfOutside);
    };
  }, [open]);

  const openAt = (index: number) => {
    setFocusIndex(index);
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  return {
    open,
    containerRef,
    buttonProps: {
      ref: buttonRef,
      id: `${id}-button`,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': open,
      'aria-controls': `${id}-menu`,
      onClick: () => (open ? close(false) : openAt(0)),
      onKeyDown: (event: React.KeyboardEvent) => {
        if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          openAt(0);
        } else if (event.key === 'ArrowUp') {
          event.preventDefault();
          openAt(itemCount - 1);
        }
      },
    },
    menuProps: {
      id: `${id}-menu`,
      role: 'menu',
      'aria-labelledby': `${id}-button`,
      hidden: !open,
      onKeyDown: (event: React.KeyboardEvent) => {
        const moves: Record<string, number> = {
          ArrowDown: (focusIndex + 1) % itemCount,
          ArrowUp: (focusIndex - 1 + itemCount) % itemCount,
          Home: 0,
          End: itemCount - 1,
        };
        if (event.key in moves) {
          event.preventDefault();
          setFocusIndex(moves[event.key] ?? 0);
        } else if (event.key === 'Escape') {
          event.preventDefault();
          close(true);
        } else if (event.key === 'Tab') {
          setOpen(false);
        }
      },
    },
    itemProps: (index: number) => ({
      role: 'menuitem',
      tabIndex: -1,
      ref: (el: HTMLElement | null) => {
        items.current[index] = el;
      },
      onFocus: () => setFocusIndex(index),
    }),
  };
}
