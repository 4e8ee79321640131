import { useEffect, useLayoutEffect } from 'react';

/** useLayoutEffect in the browser (runs before paint), useEffect during SSR (where it warns otherwise). */
export const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;
