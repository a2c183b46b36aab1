import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Scrolls to the element the URL's hash names (`/#galeria`) once `ready`: the router does not,
 * and a section in a lazy chunk or behind a fetch is not there at first.
 */
export function useScrollToHash(ready = true): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [ready, hash]);
}
