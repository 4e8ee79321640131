import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';

// Component tests run in jsdom (per-file docblock); node tests have no window.
if (typeof window !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  afterEach(cleanup);
  // jsdom does not implement scrolling.
  window.scrollBy = () => undefined;
}
