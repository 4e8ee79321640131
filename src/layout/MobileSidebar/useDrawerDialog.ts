import React from 'react';
import { DESKTOP_BREAKPOINT_PX } from '../../config/constants';
import { interceptBack } from '../../routing/backInterceptor';
import { useMobileSidebar } from './context';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Drives the drawer's native modal <dialog> (which makes the page behind it inert and closes on
 * Escape) and adds what the platform leaves out: Tab wraps inside the drawer, the page does not
 * scroll behind it, and it closes on back navigation and when the window grows to desktop width.
 */
export function useDrawerDialog(): React.RefObject<HTMLDialogElement> {
  const { shown, close, toggleRef } = useMobileSidebar();
  const ref = React.useRef<HTMLDialogElement>(null);

  React.useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    if (!shown) {
      if (dialog.open) {
        dialog.close();
        toggleRef.current?.focus();
      }
      return undefined;
    }
    if (!dialog.open) dialog.showModal();
    document.body.style.overflow = 'hidden';

    const onCancel = (event: Event) => {
      event.preventDefault();
      close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const focusable = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.offsetParent !== null);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    // A click on the backdrop lands on the <dialog> itself; a click on a link inside navigates away.
    const onClick = (event: MouseEvent) => {
      const target = event.target as HTMLElement;
      if (target === dialog || target.closest('a[href]')) close();
    };
    // Back navigation closes the drawer instead of leaving the page (BEHAVIOUR 2.8).
    const stopInterceptingBack = interceptBack(close);
    const onResize = () => {
      if (window.innerWidth > DESKTOP_BREAKPOINT_PX) close();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('keydown', onKeyDown);
    dialog.addEventListener('click', onClick);
    window.addEventListener('resize', onResize);
    return () => {
      document.body.style.overflow = '';
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('keydown', onKeyDown);
      dialog.removeEventListener('click', onClick);
      stopInterceptingBack();
      window.removeEventListener('resize', onResize);
    };
  }, [shown, close, toggleRef]);

  return ref;
}
