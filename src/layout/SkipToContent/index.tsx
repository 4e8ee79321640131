import * as styles from './styles.module.css';

/** Id of the wrapper around page content: the skip link's target when JavaScript is off. */
export const SKIP_TARGET_ID = 'skip-content';

/** Focuses the page's first <main> (or the content wrapper) without leaving a tab stop behind. */
export function focusMainContent() {
  const target = document.querySelector<HTMLElement>('main') ?? document.getElementById(SKIP_TARGET_ID);
  if (!target) return;
  target.setAttribute('tabindex', '-1');
  target.focus();
  target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true });
}

/** The first focusable element of every page (WCAG 2.4.1 Bypass Blocks). */
export function SkipToContent() {
  return (
    <div role="region" aria-label="Skip to main content" id="skip-to-content">
      <a
        href={`#${SKIP_TARGET_ID}`}
        className={styles.skipLink}
        onClick={(event) => {
          event.preventDefault();
          focusMainContent();
        }}
      >
        Skip to main content
      </a>
    </div>
  );
}
